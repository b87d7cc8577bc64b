import { Link, type LinkProps } from "react-router";
import { useLocale } from "#web/lib/locale.ts";
import { pathTo, type PageName } from "#web/routing/site-map.ts";

type Props = Omit<LinkProps, "to"> & { page: PageName; params?: Record<string, string | undefined> };

/** A link to a page in the current language; never build locale prefixes by hand. */
export function PageLink({ page, params, ...rest }: Props) {
  return <Link to={pathTo(useLocale(), page, params)} {...rest} />;
}
