import { useEffect } from 'react';
import { useSite } from './site';

/**
 * Sets the tab's title to "<title> - <site name>", following renames made in the settings; null leaves
 * it alone (the data it names has not arrived). With `siteFirst` the site name leads, for the home page.
 */
export function usePageTitle(title: string | null, { siteFirst = false }: { siteFirst?: boolean } = {}) {
  const { name } = useSite();
  useEffect(() => {
    if (title === null) return;
    document.title = siteFirst ? `${name} - ${title}` : `${title} - ${name}`;
  }, [name, title, siteFirst]);
}
