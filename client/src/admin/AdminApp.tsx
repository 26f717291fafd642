// Blueprint's styles load with the admin bundle only; the public site stays light.
// Icons are SVG paths registered by ./core/icons, not the icon font.
import '@blueprintjs/core/lib/css/blueprint.css';
import '../fonts/noto-sans-gujarati.css';
import './admin.css';
import './core/icons';
import { BlueprintProvider } from '@blueprintjs/core';
import { BrowserRouter } from 'react-router';
import { AdminRoutes } from './app/AdminRoutes';
import { SessionProvider } from './core/session';
import { ThemeProvider } from './core/theme';

/**
 * The admin panel: every path that is not a public page (see main.tsx). It
 * brings its own router, so React Router loads with the admin only.
 */
export default function AdminApp() {
  return (
    <BrowserRouter>
      <BlueprintProvider>
        <ThemeProvider>
          <SessionProvider>
            <AdminRoutes />
          </SessionProvider>
        </ThemeProvider>
      </BlueprintProvider>
    </BrowserRouter>
  );
}
