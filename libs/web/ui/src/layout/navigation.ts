import type { MouseEvent } from 'react';

export type Navigate = (href: string) => void;

/**
 * Click handler for a plain anchor: with an app router it navigates inside the SPA, otherwise the
 * browser follows the link. Modified clicks (new tab, etc.) are always left to the browser.
 */
export function linkClick(href: string, navigate?: Navigate) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}
