import { Button, Tooltip } from '@blueprintjs/core';
import { useTranslation } from '../../core/i18n/i18n';
import type { RowAction } from './types';

/**
 * A row's icon buttons (their English labels translated here). Each has a tooltip with its accessible name, shown on
 * hover and on keyboard focus (issue 21.6), so what is heard is also seen.
 */
export function RowActionButtons<Row>({ row, actions }: { row: Row; actions: readonly RowAction<Row>[] }) {
  const { t } = useTranslation();
  return actions
    .filter((action) => !action.hidden?.(row))
    .map((action) => (
      <Tooltip key={action.label} content={t(action.label)} placement="top" openOnTargetFocus hoverOpenDelay={150}>
        <Button
          variant="minimal"
          icon={action.icon}
          intent={action.intent}
          // With a badge, the name is the label and the badge's count
          // ('Subcategories 4'), so what is seen is also what is heard.
          aria-label={action.badge ? undefined : t(action.label)}
          onClick={() => action.onClick(row)}
        >
          {action.badge && (
            <>
              <span className="admin-visually-hidden">{t(action.label)}</span> {action.badge(row)}
            </>
          )}
        </Button>
      </Tooltip>
    ));
}
