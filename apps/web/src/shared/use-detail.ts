import { useQuery } from '@tanstack/react-query';

/**
 * The query of one record by its id: its key `queryKey(id)` and `fetch(id)` from the feature's API;
 * it waits while `id` is null (a closed drawer, an entry page adding a new record).
 */
export function useDetail<T>(
  id: number | null,
  queryKey: (id: number) => readonly unknown[],
  fetch: (id: number) => Promise<T>,
) {
  return useQuery({ queryKey: queryKey(id ?? 0), queryFn: () => fetch(id as number), enabled: id !== null });
}
