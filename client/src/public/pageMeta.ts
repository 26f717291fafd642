import type { PublicPath } from './paths';
import { APP_NAME } from './site';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Each public page's title and description, in one plain module so that the
 * build can hand them to the server (scripts/route-manifest.mjs), which puts
 * them in the HTML it sends: link previews and search engines see them
 * without running JavaScript.
 */
export const PUBLIC_PAGE_META: Record<PublicPath, PageMeta> = {
  '/': {
    title: 'Gujarati festival posts, greetings and frames',
    description: `${APP_NAME}: Gujarati festival posts and greetings with your name, photo and logo, with frames for businesses, panchayats and election candidates.`,
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: `What ${APP_NAME} stores about you (mobile number, name, basic address), why, and how to delete it. We never sell your data.`,
  },
  '/terms-condition': {
    title: 'Terms & Conditions',
    description: `The terms for using ${APP_NAME}: your account, the posters you make, paid features and how quickly we handle link requests.`,
  },
  '/refund-cancellation': {
    title: 'Refund & Cancellation Policy',
    description: `${APP_NAME} paid features are non-refundable. If something goes wrong, raise a ticket or call customer care; each case is reviewed for credit, replacement or refund.`,
  },
  '/help-support': {
    title: 'Help & Support',
    description: `Contact ${APP_NAME} customer care on WhatsApp or by email for help with your account, subscription or posters.`,
  },
  '/delete-account': {
    title: 'Delete Your Account',
    description: `Delete your ${APP_NAME} account and its data yourself with your mobile number and pin.`,
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: `This page does not exist on ${APP_NAME}.`,
};

/** "{title} | {app}", as the tab shows it. */
export const documentTitle = (meta: PageMeta) => `${meta.title} | ${APP_NAME}`;
