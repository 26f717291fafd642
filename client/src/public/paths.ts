/** Routes served by the public site bundle (spec §2, public routes). */
export const PUBLIC_PATHS = ['/', '/privacy-policy', '/terms-condition', '/refund-cancellation', '/help-support', '/delete-account'] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];
