import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan } from './PermissionButton';

/** A page that shows one document when opened filtered by its no: `path?<param>=<no>`. */
export interface DocumentPlace {
  /** The page's route path (spec §2), from `DOCUMENT_PATHS`. */
  path: string;
  /** The page's search field taking the no. */
  param: string;
  /** The page's permission code (`<page>:view`): without it the place is not offered. */
  permission: string;
  testId?: string;
}

/** Where a document opens: one place, or several (e.g. dealer and warehouse pages), first one held wins. */
export type DocumentPlaces<P extends DocumentPlace = DocumentPlace> = P | readonly P[];

/** The URL of `no` at `place`: `path?param=<no, URL-encoded>`. */
export function documentHref(place: DocumentPlace, no: string): string {
  return `${place.path}?${place.param}=${encodeURIComponent(no)}`;
}

/**
 * The first of `places` whose permission the signed-in user holds, or null when none (the no is then
 * shown as plain text).
 */
export function useDocumentPlace<P extends DocumentPlace>(places: DocumentPlaces<P>): P | null {
  const can = useCan();
  const list: readonly P[] = Array.isArray(places) ? places : [places as P];
  return list.find((p) => can(p.permission)) ?? null;
}

export interface DocumentLinkProps {
  /** The document no; also taken as `value` so the link can stand in a read-only form item. */
  no?: string | null;
  value?: string | null;
  /** Where the document opens (`DOCUMENT_PLACES.*`). */
  to: DocumentPlaces;
  /** Shown when there is no no. */
  empty?: ReactNode;
  testId?: string;
}

/**
 * A document no (order no, ship bill no, ...) on a detail page or drawer: a link to the first page of
 * `to` the user may open, showing that document, plain text for users who may open none, `empty`
 * (default "-") when there is no no.
 */
export function DocumentLink({ no, value, to, empty = '-', testId }: DocumentLinkProps) {
  const place = useDocumentPlace(to);
  const text = (no ?? value ?? '').trim();
  if (!text) return <>{empty}</>;
  if (!place) return <span data-testid={testId}>{text}</span>;
  return (
    <Link to={documentHref(place, text)} data-testid={testId ?? place.testId}>
      {text}
    </Link>
  );
}
