import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../core/loginRoute';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <NonIdealState
      icon="search"
      title="Page not found"
      description="There is no admin page at this address."
      action={<Button icon="dashboard" text="Go to Dashboard" onClick={() => navigate(HOME_PATH)} />}
    />
  );
}
