import { useEffect } from 'react';
import { documentTitle, type PageMeta } from './pageMeta';

/**
 * Sets the tab title ("{title} | App") and the existing meta description for
 * one page, and puts the previous values back when the page goes away, so the
 * admin app never inherits a public page's title.
 */
export function usePageMeta(meta: PageMeta) {
  const { title, description } = meta;
  useEffect(() => {
    const descriptionTag = findOrCreateDescriptionTag();
    const previousTitle = document.title;
    const previousDescription = descriptionTag.content;
    document.title = documentTitle({ title, description });
    descriptionTag.content = description;
    return () => {
      document.title = previousTitle;
      descriptionTag.content = previousDescription;
    };
  }, [title, description]);
}

function findOrCreateDescriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}
