import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { applyServerErrors } from './form-errors';
import { useDetail } from './use-detail';

/** How an entry page loads and lists its document. */
export interface EntryDocumentSource<D> {
  /** The detail query key of a document id. */
  detailKey: (id: number) => QueryKey;
  fetch: (id: number) => Promise<D>;
  /** The list queries to mark out of date after each change. */
  listKey: QueryKey;
  /** The page's form: server field errors land on it. */
  form: FormInstance;
  /** Puts a document on the page (form values, lines) after loading and after each change. */
  fill: (doc: D) => void;
}

/**
 * The document of an entry and detail page (`?id=` opens one, none starts one): loads it, keeps it
 * with the page's form filled, and runs the page's steps (`run`: save, submit, complete, ...) with a
 * busy state; after a step the lists are refreshed, the document it answered shown and its id put in
 * the URL (replacing the entry, so a new document opens again on reload). A refused step puts the
 * server's field errors on the form and rejects again.
 */
export function useEntryDocument<D extends { id: number }>(source: EntryDocumentSource<D>) {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const [doc, setDoc] = useState<D | null>(null);
  const [busy, setBusy] = useState(false);

  const loaded = useDetail(id, source.detailKey, source.fetch);
  const show = (d: D) => {
    setDoc(d);
    source.fill(d);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded document
  useEffect(() => {
    if (loaded.data) show(loaded.data);
  }, [loaded.data]);

  /** Marks the lists of the document out of date. */
  const refreshList = () => client.invalidateQueries({ queryKey: source.listKey });

  const run = async <R extends D | null>(work: () => Promise<R>): Promise<R> => {
    setBusy(true);
    try {
      const result = await work();
      await refreshList();
      if (result) {
        show(result);
        if (result.id !== id) setParams({ id: String(result.id) }, { replace: true });
      }
      return result;
    } catch (error) {
      applyServerErrors(source.form, error);
      throw error;
    } finally {
      setBusy(false);
    }
  };

  return { id, params, doc, busy, show, run, refreshList };
}
