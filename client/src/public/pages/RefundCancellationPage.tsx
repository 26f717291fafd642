import { Link } from '../navigation';
import { APP_NAME } from '../site';
import { PUBLIC_PAGE_META } from '../pageMeta';
import { usePageMeta } from '../usePageMeta';
import { PolicyArticle } from './PolicyArticle';

export function RefundCancellationPage() {
  usePageMeta(PUBLIC_PAGE_META['/refund-cancellation']);

  return (
    <PolicyArticle
      title="Refund & Cancellation Policy"
      summary={`This policy covers payments for ${APP_NAME} subscriptions and other paid features.`}
    >
      <section aria-labelledby="refund-rule">
        <h2 id="refund-rule">Paid features are non-refundable</h2>
        <p>
          Once a subscription or another paid feature is active on your account, its price is not refundable, in full or in part, including when you
          stop using it before it ends or delete your account. Please look at the free posts and the plan details before you pay.
        </p>
      </section>

      <section aria-labelledby="refund-cancel">
        <h2 id="refund-cancel">Cancellation</h2>
        <p>
          A subscription runs for the number of months of the plan you chose and ends on its own at the end of that period. You can stop using it at
          any time; the features stay available until the end date.
        </p>
      </section>

      <section aria-labelledby="refund-problem">
        <h2 id="refund-problem">If something went wrong</h2>
        <p>Mistakes happen. For example:</p>
        <ul>
          <li>you were charged but the plan was not activated;</li>
          <li>you were charged twice for the same plan;</li>
          <li>a paid frame or feature does not work as described.</li>
        </ul>
        <p>Tell us in one of these ways:</p>
        <ol>
          <li>
            <strong>Raise a ticket</strong>: message us on WhatsApp or write to our support email (see{' '}
            <Link to="/help-support">Help &amp; Support</Link>) with your registered mobile number, the date of payment and what went wrong. A
            screenshot of the payment helps.
          </li>
          <li>
            <strong>Call customer care</strong> on the number shown on the Help &amp; Support page.
          </li>
        </ol>
      </section>

      <section aria-labelledby="refund-outcome">
        <h2 id="refund-outcome">How we decide</h2>
        <p>We look at every request case by case, using our payment records and your account. Depending on what happened, we will offer one of:</p>
        <ul>
          <li>
            <strong>Credit</strong>: extra days on your subscription or a credit for a later plan;
          </li>
          <li>
            <strong>Replacement</strong>: activating the plan or feature you paid for, or a similar one;
          </li>
          <li>
            <strong>Refund</strong>: money back to the original payment method, for example for a double charge.
          </li>
        </ul>
        <p>We tell you the outcome, and for a refund how long the bank or payment app usually takes.</p>
      </section>
    </PolicyArticle>
  );
}
