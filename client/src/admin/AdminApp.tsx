// Blueprint's styles load with the admin bundle only; the public site stays light.
// Icons are SVG paths registered by ./app/icons, not the icon font.
import '@blueprintjs/core/lib/css/blueprint.css';
import './admin.css';
import './app/icons';
import { BlueprintProvider } from '@blueprintjs/core';
import { AdminRoutes } from './app/AdminRoutes';
import { SessionProvider } from './app/session';
import { ThemeProvider } from './app/theme';

/** The admin panel: every path that is not a public page (see main.tsx). */
export default function AdminApp() {
  return (
    <BlueprintProvider>
      <ThemeProvider>
        <SessionProvider>
          <AdminRoutes />
        </SessionProvider>
      </ThemeProvider>
    </BlueprintProvider>
  );
}
