import type { ReactNode } from 'react';
import { Link } from '../navigation';
import { POLICIES_LAST_UPDATED } from '../site';

/** The frame every policy page shares: heading, date, readable column, help link. */
export function PolicyArticle({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  return (
    <article className="page policy">
      <div className="page__header">
        <h1>{title}</h1>
        <p className="policy__updated">
          Last updated: <time dateTime={POLICIES_LAST_UPDATED.iso}>{POLICIES_LAST_UPDATED.label}</time>
        </p>
        <p className="page__lead">{summary}</p>
      </div>
      {children}
      <section aria-labelledby="policy-questions">
        <h2 id="policy-questions">Questions</h2>
        <p>
          If anything here is unclear, contact us through <Link to="/help-support">Help &amp; Support</Link> on WhatsApp or by email. We are happy to
          explain.
        </p>
      </section>
    </article>
  );
}
