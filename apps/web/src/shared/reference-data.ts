import { type OrgOption, orgEndpoints } from '@spm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../app/api/endpoint';

/**
 * The one query-key factory of reference data (organisation lookups for selects). Names come in the
 * caller's language, so the language is part of every key.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  warehouses: (language: string) => [...referenceKeys.all, 'warehouses', language] as const,
  suppliers: (language: string) => [...referenceKeys.all, 'suppliers', language] as const,
  dealers: (keyword: string, language: string) =>
    [...referenceKeys.all, 'dealers', keyword, language] as const,
};

/** `GET /api/v1/org/warehouses` → the active warehouses `[{ code, name, region, slowFlowMain }]`. */
export const fetchWarehouses = () => call(orgEndpoints.warehouses, {});

/** `GET /api/v1/org/suppliers` → the suppliers in the caller's scope `[{ code, name }]`. */
export const fetchSuppliers = () => call(orgEndpoints.suppliers, {});

/** `GET /api/v1/org/dealers`: the first 20 dealers in the caller's scope whose code or name contains `keyword`. */
export const fetchDealers = (keyword: string) =>
  call(orgEndpoints.dealers, { query: { keyword, pageSize: 20 } });

const REFERENCE_STALE_MS = 300_000;

/** A reference list in the screen's language (its key of `referenceKeys`), cached five minutes. */
function useReferenceList<T>(
  queryKey: (language: string) => readonly unknown[],
  fetch: () => Promise<T>,
  options: { enabled?: boolean },
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKey(i18n.language),
    queryFn: fetch,
    staleTime: REFERENCE_STALE_MS,
    enabled: options.enabled,
  });
}

/** Active warehouses for selects; cached five minutes. `enabled: false` defers the request. */
export function useWarehouses(options: { enabled?: boolean } = {}) {
  return useReferenceList(referenceKeys.warehouses, fetchWarehouses, options);
}

/**
 * `code name` of a warehouse in the screen's language (the cached warehouse list), e.g. for a
 * document's receiving warehouse; the bare code while the list loads or for a warehouse no longer
 * active, '—' for none.
 */
export function useWarehouseLabel(): (code: string | null | undefined) => string {
  const warehouses = useWarehouses();
  return (code) => {
    if (!code) return '—';
    const name = warehouses.data?.find((w) => w.code === code)?.name;
    return name ? `${code} ${name}` : code;
  };
}

/** Suppliers for selects; cached five minutes. */
export function useSuppliers(options: { enabled?: boolean } = {}) {
  return useReferenceList(referenceKeys.suppliers, fetchSuppliers, options);
}

/** Dealers matching `keyword` (code or name) for searchable selects; `data` is the list. */
export function useDealers(keyword: string, options: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: referenceKeys.dealers(keyword, i18n.language),
    queryFn: () => fetchDealers(keyword),
    select: (page) => page.items,
    enabled: options.enabled,
  });
}

/** Select options `code name` of organisation entries (with the pinyin initials for `orgFilter`). */
export const orgOptions = (items: readonly OrgOption[] | undefined) =>
  (items ?? []).map((o) => ({ value: o.code, label: `${o.code} ${o.name}`, pinyin: o.pinyin }));

/**
 * The filter of every dealer, supplier and warehouse picker: the typed text in the code or name, or
 * (letters) in the pinyin initials of the Chinese name (`bj` finds 北京配送中心).
 */
export const orgFilter = (input: string, option?: { label?: unknown; pinyin?: string }) => {
  const text = input.trim().toLowerCase();
  if (!text) return true;
  return (
    String(option?.label ?? '')
      .toLowerCase()
      .includes(text) || (option?.pinyin ?? '').includes(text)
  );
};
