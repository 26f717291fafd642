import { Link } from '../navigation';
import { APP_NAME } from '../site';
import { PUBLIC_PAGE_META } from '../pageMeta';
import { usePageMeta } from '../usePageMeta';
import { PolicyArticle } from './PolicyArticle';

export function PrivacyPolicyPage() {
  usePageMeta(PUBLIC_PAGE_META['/privacy-policy']);

  return (
    <PolicyArticle
      title="Privacy Policy"
      summary={`This policy explains what ${APP_NAME} ("we", "the app") stores about you when you use our Gujarati festival poster app, why we store it, and the choices you have. In short: we keep only what we need to make your posters, and we never sell your data.`}
    >
      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored">What we store</h2>
        <p>When you create an account or fill in your profile, we store:</p>
        <ul>
          <li>
            <strong>Your mobile number</strong>, which is your login, and a pin that we keep only in a scrambled (hashed) form that nobody at{' '}
            {APP_NAME} can read.
          </li>
          <li>
            <strong>Your name</strong> and, if you choose one, your occupation (for example sarpanch, talati or business owner).
          </li>
          <li>
            <strong>A basic address</strong>: village, taluka and district. We do not ask for your house address.
          </li>
          <li>
            <strong>Details you add to your posters</strong>: business name, logo, phone, email, website and address of your business; panchayat logo
            and photo; or an election candidate's photo and symbol.
          </li>
          <li>
            <strong>Your subscription</strong>: which plan you have and when it starts and ends.
          </li>
        </ul>
        <p>We do not collect your contacts, your location, or messages from your phone.</p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">How we use it</h2>
        <ul>
          <li>To sign you in and keep your account secure.</li>
          <li>To print your name, photo, logo and details on the festival posts, greetings and frames you make.</li>
          <li>To show you posts that fit you, such as business, panchayat or election frames.</li>
          <li>To manage your subscription and answer you when you contact customer care.</li>
          <li>To send you reminders about upcoming festivals, which you can turn off in your phone's settings.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-sharing">
        <h2 id="privacy-sharing">We do not sell your data</h2>
        <p>
          We do not sell, rent or trade your personal data to anyone. We share it only with the services that run the app for us (such as our hosting
          provider), under a duty to keep it confidential, or when Indian law requires us to. Whatever you put on a poster becomes public when you
          share that poster.
        </p>
      </section>

      <section aria-labelledby="privacy-children">
        <h2 id="privacy-children">Children under 13</h2>
        <p>
          {APP_NAME} is meant for adults: business owners, panchayat members and election candidates. It is not meant for children under 13, and we do
          not knowingly collect data from them. If you believe a child under 13 has given us their details, contact us and we will delete them.
        </p>
      </section>

      <section aria-labelledby="privacy-keeping">
        <h2 id="privacy-keeping">How long we keep it, and deleting it</h2>
        <p>
          We keep your data while your account exists. You can delete your account yourself at any time on the{' '}
          <Link to="/delete-account">Delete Account</Link> page with your mobile number and pin. This removes your profile, your businesses, your
          panchayat or election details and the images you uploaded. We keep only an anonymous note that a deletion took place, with no personal data
          in it.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your choices</h2>
        <ul>
          <li>Ask us what we store about you.</li>
          <li>Ask us to correct details that are wrong.</li>
          <li>Delete your account and its data, as described above.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Keeping it safe</h2>
        <p>
          Only authorised staff can open the admin panel, your pin is stored only in hashed form, and repeated wrong pins are blocked for a while to
          stop guessing. Keep your pin to yourself.
        </p>
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">Changes to this policy</h2>
        <p>If we change this policy we will update the date at the top of this page. For important changes we will also tell you in the app.</p>
      </section>
    </PolicyArticle>
  );
}
