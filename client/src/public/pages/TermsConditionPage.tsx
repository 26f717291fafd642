import { Link } from '../navigation';
import { APP_NAME } from '../site';
import { PUBLIC_PAGE_META } from '../pageMeta';
import { usePageMeta } from '../usePageMeta';
import { PolicyArticle } from './PolicyArticle';

export function TermsConditionPage() {
  usePageMeta(PUBLIC_PAGE_META['/terms-condition']);

  return (
    <PolicyArticle
      title="Terms & Conditions"
      summary={`These terms apply when you use the ${APP_NAME} app and website. By creating an account or using the app you agree to them. Please read them together with our Privacy Policy and our Refund & Cancellation Policy.`}
    >
      <section aria-labelledby="terms-account">
        <h2 id="terms-account">Your account</h2>
        <ul>
          <li>You sign in with your own mobile number and a pin. Keep the pin secret; you are responsible for what is done with your account.</li>
          <li>The details you give us (name, village, taluka, district, business, panchayat or election details) must be true and yours to use.</li>
          <li>One person or organisation per account. Do not create accounts for others without their permission.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-content">
        <h2 id="terms-content">Posters and content</h2>
        <ul>
          <li>
            You may download the festival posts, greetings and frames with your details on them and share them for your own greetings, business
            promotion, panchayat notices or election campaign.
          </li>
          <li>
            The designs remain ours or our designers'. Do not resell them, remove our marks from them, or offer them as your own design collection.
          </li>
          <li>
            You are responsible for the logos, photos and symbols you upload: you must have the right to use them, and they must not be offensive,
            misleading or unlawful.
          </li>
          <li>
            Election posters must follow the Election Commission of India's rules and the model code of conduct. Checking that is the candidate's
            responsibility.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-paid">
        <h2 id="terms-paid">Paid features</h2>
        <p>
          Some frames and features need a paid subscription. A subscription lasts for the number of months of the plan you choose. Paid features are
          non-refundable; our <Link to="/refund-cancellation">Refund &amp; Cancellation Policy</Link> explains what we do if something goes wrong.
        </p>
      </section>

      <section aria-labelledby="terms-links">
        <h2 id="terms-links">Link requests</h2>
        <p>
          If you ask us to add, change or remove a link (for example your website link on a business frame, or a link that points to your content), we
          will review the request and respond within 2-3 weeks. We may turn down links that break these terms.
        </p>
      </section>

      <section aria-labelledby="terms-fair-use">
        <h2 id="terms-fair-use">Fair use</h2>
        <ul>
          <li>Do not try to break into other accounts, guess pins, or overload the app.</li>
          <li>Daily download limits may apply to keep the service fast for everyone.</li>
          <li>We may suspend an account that breaks these terms, after telling you why where we can.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-service">
        <h2 id="terms-service">The service</h2>
        <p>
          We work to keep {APP_NAME} available and the posters correct, but the app is provided as it is. Festival dates are shown for convenience;
          please check dates that matter to you. We are not liable for indirect losses arising from the use of the app, to the extent the law allows.
        </p>
      </section>

      <section aria-labelledby="terms-ending">
        <h2 id="terms-ending">Ending your account</h2>
        <p>
          You can stop using the app at any time and delete your account on the <Link to="/delete-account">Delete Account</Link> page.
        </p>
      </section>

      <section aria-labelledby="terms-law">
        <h2 id="terms-law">Changes and law</h2>
        <p>
          We may update these terms; the date at the top shows the latest version, and continuing to use the app means you accept it. These terms are
          governed by the laws of India.
        </p>
      </section>
    </PolicyArticle>
  );
}
