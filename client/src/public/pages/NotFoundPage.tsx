import { Link } from '../navigation';
import { NOT_FOUND_META } from '../pageMeta';
import { usePageMeta } from '../usePageMeta';

/** Any URL that is neither a public page nor an admin screen; the server answers it with 404. */
export function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);

  return (
    <article className="page">
      <div className="page__header">
        <h1>Page not found</h1>
        <p className="page__lead">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      </div>
      <section className="card" aria-labelledby="not-found-links">
        <h2 id="not-found-links">Where to go from here</h2>
        <ul>
          <li>
            <Link to="/">Home page</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-condition">Terms &amp; Conditions</Link>
          </li>
          <li>
            <Link to="/refund-cancellation">Refund &amp; Cancellation Policy</Link>
          </li>
          <li>
            <Link to="/help-support">Help &amp; Support</Link>
          </li>
        </ul>
        <p className="hint">
          Staff: <a href="/admin">sign in to the admin panel</a>.
        </p>
      </section>
    </article>
  );
}
