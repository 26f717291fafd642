import { Link } from '../navigation';
import { SupportContactLinks } from '../support/SupportContactLinks';
import { PUBLIC_PAGE_META } from '../pageMeta';
import { usePageMeta } from '../usePageMeta';

export function HelpSupportPage() {
  usePageMeta(PUBLIC_PAGE_META['/help-support']);

  return (
    <article className="page">
      <div className="page__header">
        <h1>Help &amp; Support</h1>
        <p className="page__lead">
          We are here to help with your account, your subscription and your posters. Message us on WhatsApp, call the same number for customer care,
          or write to us by email.
        </p>
      </div>

      <section className="card" aria-labelledby="help-contact">
        <h2 id="help-contact">Contact customer care</h2>
        <SupportContactLinks />
        <p className="hint">Please write from your registered mobile number, or mention it, so we can find your account.</p>
      </section>

      <section aria-labelledby="help-topics">
        <h2 id="help-topics">Common questions</h2>
        <dl className="faq">
          <dt>I forgot my pin.</dt>
          <dd>Message us on WhatsApp from your registered mobile number and we will help you set a new one.</dd>
          <dt>I paid but my plan is not active.</dt>
          <dd>
            Send us the payment date and a screenshot. See the <Link to="/refund-cancellation">Refund &amp; Cancellation Policy</Link> for how we
            handle it.
          </dd>
          <dt>My name or logo on the poster is wrong.</dt>
          <dd>Tell us what should change and we will correct your details.</dd>
          <dt>How do I delete my account?</dt>
          <dd>
            Use the <Link to="/delete-account">Delete Account</Link> page with your mobile number and pin.
          </dd>
        </dl>
      </section>
    </article>
  );
}
