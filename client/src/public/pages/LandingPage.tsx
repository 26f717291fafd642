import { Link } from '../navigation';
import { APP_NAME, APP_NAME_GUJARATI } from '../site';
import { SupportContactLinks } from '../support/SupportContactLinks';
import { PUBLIC_PAGE_META } from '../pageMeta';
import { usePageMeta } from '../usePageMeta';
import { useScrollToHash } from '../useScrollToHash';

const FEATURES = [
  {
    title: 'Festival posts',
    gujarati: 'તહેવારની પોસ્ટ',
    text: 'Ready posts for Diwali, Navratri, Uttarayan, Janmashtami and every festival in between, each with your name on it.',
  },
  {
    title: 'Daily greetings',
    gujarati: 'શુભેચ્છાઓ',
    text: 'Good morning, birthday and special-day greetings in Gujarati to share every day.',
  },
  {
    title: 'Business frames',
    gujarati: 'વ્યાપાર ફ્રેમ',
    text: 'Your shop name, logo, phone number and address on every poster.',
  },
  {
    title: 'Panchayat frames',
    gujarati: 'પંચાયત ફ્રેમ',
    text: 'Greetings from the gram panchayat with the sarpanch’s photo and the panchayat logo.',
  },
  {
    title: 'Election frames',
    gujarati: 'ચૂંટણી ફ્રેમ',
    text: 'Campaign posters with the candidate’s photo and party symbol.',
  },
] as const;

export function LandingPage() {
  usePageMeta(PUBLIC_PAGE_META['/']);
  useScrollToHash();

  return (
    <div className="landing">
      <section id="home" className="hero" aria-labelledby="home-title" tabIndex={-1}>
        <p className="hero__eyebrow" lang="gu">
          {APP_NAME_GUJARATI}: તહેવારની શુભેચ્છાઓ, તમારી ઓળખ સાથે
        </p>
        <h1 id="home-title">Gujarati festival posters with your name, ready to share</h1>
        <p className="hero__pitch">
          {APP_NAME} gives you festival posts, daily greetings and frames in Gujarati. Add your business, panchayat or election details once, and
          every poster carries your name, photo and logo, ready for WhatsApp, Facebook and Instagram.
        </p>
        <p className="hero__actions">
          <Link className="button button--primary" to="/#about">
            How it works
          </Link>
          <Link className="button button--secondary" to="/#contact">
            Contact us
          </Link>
        </p>
      </section>

      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title">Everything for your festival greetings</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature-card">
              <h3>
                {feature.title}{' '}
                <span className="feature-card__gujarati" lang="gu">
                  {feature.gujarati}
                </span>
              </h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="about" className="section" aria-labelledby="about-title" tabIndex={-1}>
        <h2 id="about-title">About {APP_NAME}</h2>
        <p>
          {APP_NAME} is made for people across Gujarat who greet their customers, villages and voters on every festival: shop owners and businesses,
          sarpanch, upsarpanch, talati and VCE operators of gram panchayats, election candidates, MLAs, MPs and social workers.
        </p>
        <ol className="steps">
          <li>
            <strong>Sign in</strong> on the app with your mobile number and pin.
          </li>
          <li>
            <strong>Add your details</strong>: business name and logo, panchayat logo and photo, or your election symbol and photo.
          </li>
          <li>
            <strong>Pick a post</strong> for today’s festival, download it with your details and share it.
          </li>
        </ol>
      </section>

      <section id="contact" className="section" aria-labelledby="contact-title" tabIndex={-1}>
        <h2 id="contact-title">Contact us</h2>
        <p>Questions about your account, a subscription or a poster? Message us on WhatsApp or write to us.</p>
        <SupportContactLinks />
        <p>
          More answers are on the <Link to="/help-support">Help &amp; Support</Link> page.
        </p>
      </section>
    </div>
  );
}
