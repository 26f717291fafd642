import { Button, InputGroup, type InputGroupProps, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';

export type PasswordInputProps = Omit<InputGroupProps, 'type' | 'rightElement'>;

/** A password field with a show/hide toggle (spec §2, Login). */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? 'Hide password' : 'Show password';
  return (
    <InputGroup
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Tooltip content={toggleLabel} placement="top">
          <Button
            variant="minimal"
            icon={visible ? 'eye-off' : 'eye-open'}
            aria-label={toggleLabel}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          />
        </Tooltip>
      }
    />
  );
}
