import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What a link receives: an anchor's attributes, with the target required. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Target of the link: a path of the app, or an address outside it (`mailto:`, `https:`). */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** The component that renders every link of the design system (the app passes its router's). */
export type LinkComponent = ComponentType<LinkProps>;

/** `mailto:`, `https:`, `//host`: not a page of the app, so never one for the router. */
export const isOutsideApp = (href: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

function PlainLink({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** Renders every link below (e.g. one over the router's `Link`); a plain `<a>` without a provider. */
  component: LinkComponent;
  children: ReactNode;
}

/** Hands the design system the app's link component once, so no component or page passes one. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link through the provided component: the router's inside the app, a plain `<a>` elsewhere. */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  // Not made during render: the provider hands over one component, defined once by the app.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}
