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
import { startLanguage, useTranslation } from './core/i18n/i18n';

/** The language this browser last used, loaded before the admin's first screen (main.tsx waits for it). */
export const languageReady = startLanguage();

/**
 * The admin panel: every path that is not a public page (see main.tsx). It
 * brings its own router, so React Router loads with the admin only.
 */
export default function AdminApp() {
  // A change of language draws every screen again in it (numbers and days too).
  const { i18n } = useTranslation();
  return (
    <BrowserRouter>
      <BlueprintProvider>
        <ThemeProvider>
          <SessionProvider>
            <AdminRoutes key={i18n.language} />
          </SessionProvider>
        </ThemeProvider>
      </BlueprintProvider>
    </BrowserRouter>
  );
}
