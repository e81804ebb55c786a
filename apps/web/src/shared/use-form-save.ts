import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from './form-errors';

/**
 * Saving an entry page's form: `saveWith(work)` validates the form (rejecting as `validateFields`
 * does when a field is wrong), then runs `work` with the values while `saving` is true; a refusal of
 * the server puts its field errors on the form.
 */
export function useFormSave<V>(form: FormInstance<V>) {
  const [saving, setSaving] = useState(false);
  const saveWith = async (work: (values: V) => Promise<unknown>) => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await work(values);
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, saveWith };
}
