import { formatWhatsAppNumber, useSupportContacts } from './useSupportContacts';

/** WhatsApp and email as links; a short note while they load or if they cannot. */
export function SupportContactLinks() {
  const support = useSupportContacts();

  if (support.status === 'loading') {
    return (
      <p className="contact-status" role="status">
        Loading contact details…
      </p>
    );
  }
  if (support.status === 'failed') {
    return (
      <p className="contact-status" role="status">
        Contact details could not be loaded just now. Please refresh the page in a moment.
      </p>
    );
  }

  const { whatsapp, email } = support.contacts;
  return (
    <ul className="contact-list">
      <li>
        <span className="contact-list__label">WhatsApp</span>
        <a className="contact-list__link" href={`https://wa.me/${whatsapp}`}>
          {formatWhatsAppNumber(whatsapp)}
        </a>
      </li>
      <li>
        <span className="contact-list__label">Email</span>
        <a className="contact-list__link" href={`mailto:${email}`}>
          {email}
        </a>
      </li>
    </ul>
  );
}
