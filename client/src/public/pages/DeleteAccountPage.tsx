import { Link } from '../navigation';
import { DeleteAccountForm } from '../delete-account/DeleteAccountForm';
import { APP_NAME } from '../site';
import { PUBLIC_PAGE_META } from '../pageMeta';
import { usePageMeta } from '../usePageMeta';

export function DeleteAccountPage() {
  usePageMeta(PUBLIC_PAGE_META['/delete-account']);

  return (
    <div className="page page--narrow">
      <section className="card" aria-labelledby="delete-account-title">
        <h1 id="delete-account-title">Delete Your Account</h1>
        <p>Enter the mobile number and pin you use to sign in to the {APP_NAME} app.</p>
        <div className="notice">
          <p>
            <strong>This cannot be undone.</strong> Deleting your account permanently removes:
          </p>
          <ul>
            <li>your profile: name, mobile number, pin and address;</li>
            <li>your businesses, and your panchayat or election details;</li>
            <li>the logos, photos and frames you uploaded;</li>
            <li>your subscription, without a refund of paid features.</li>
          </ul>
          <p>
            We keep only an anonymous note that a deletion happened, with no personal data. See the <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </div>
        <DeleteAccountForm />
      </section>
    </div>
  );
}
