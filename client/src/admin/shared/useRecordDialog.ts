import { useCallback, useState } from 'react';
import type { FormMode } from './FormDialog';

export interface RecordDialog<Record> {
  isOpen: boolean;
  mode: FormMode;
  /** The record being edited; kept after closing so the closing dialog does not flicker to 'Add'. */
  record: Record | undefined;
  openAdd: () => void;
  openEdit: (record: Record) => void;
  close: () => void;
}

/** Open/close state of a list screen's add/edit dialog. */
export function useRecordDialog<Record>(): RecordDialog<Record> {
  const [state, setState] = useState<{ isOpen: boolean; mode: FormMode; record?: Record }>({
    isOpen: false,
    mode: 'add',
  });
  const openAdd = useCallback(() => setState({ isOpen: true, mode: 'add' }), []);
  const openEdit = useCallback((record: Record) => setState({ isOpen: true, mode: 'edit', record }), []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  return { isOpen: state.isOpen, mode: state.mode, record: state.record, openAdd, openEdit, close };
}
