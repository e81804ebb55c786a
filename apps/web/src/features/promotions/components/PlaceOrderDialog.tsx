import { useTranslation } from 'react-i18next';
import { DetailFields, type DetailItem } from '../../../shared/DetailSections';
import { FormDialog, type FormDialogProps } from '../../../shared/FormDialog';
import { type FormFieldList, FormFields } from '../../../shared/FormFields';
import { useRefresh } from '../../../shared/ListPage';
import { type PlacedPromotionOrder, promotionKeys } from '../api';
import { useOrderPlaceFields } from './order-fields';

/** What a list page gives its promotion or package order dialog: whether head office orders, and closing it. */
export interface PlaceOrderDialogProps {
  headOffice: boolean;
  onClose: () => void;
}

/** The values every promotion or package order has: the dealer (head office only) and the order warehouse. */
export interface OrderPlaceValues {
  dealerCode?: string;
  orderWarehouseCode: string;
}

/**
 * A dialog that orders `record` at once (a promotion part or a parts package), open while there is
 * one: its figures (`items` under the `promotions:field.` labels), then the place fields
 * (`useOrderPlaceFields`) and the dialog's own `fields`. The order warehouse starts at W01 and an
 * unknown one shows on its field; after `order` the promotion lists refresh before `successMessage`.
 */
export function PlaceOrderDialog<T extends object, V extends OrderPlaceValues>(
  props: PlaceOrderDialogProps &
    Pick<FormDialogProps<V>, 'title' | 'header'> & {
      record: T | null;
      name: string;
      testId: string;
      width: number;
      items: (record: T) => ((keyof T & string) | DetailItem)[];
      fields: FormFieldList;
      /** Initial values besides the order warehouse. */
      initialValues?: Partial<V>;
      /** Field-less error codes besides WAREHOUSE_NOT_FOUND and the field they belong to. */
      codeFields: Record<string, string>;
      order: (values: V) => Promise<PlacedPromotionOrder>;
      successMessage: (placed: PlacedPromotionOrder) => string;
    },
) {
  const { t } = useTranslation();
  const placeFields = useOrderPlaceFields(props.headOffice);
  const refresh = useRefresh(promotionKeys.all);
  const { record } = props;
  const initialValues: Partial<V> = Object.assign({ orderWarehouseCode: 'W01' }, props.initialValues);
  return (
    <FormDialog<V, PlacedPromotionOrder>
      open={record !== null}
      title={props.title}
      name={props.name}
      testId={props.testId}
      width={props.width}
      initialValues={initialValues}
      successMessage={props.successMessage}
      codeFields={{ ...props.codeFields, WAREHOUSE_NOT_FOUND: 'orderWarehouseCode' }}
      onSubmit={props.order}
      refresh={refresh}
      onClose={props.onClose}
      header={props.header}
    >
      {record && (
        <DetailFields
          record={record}
          label={(key) => t(`promotions:field.${key}`)}
          column={2}
          style={{ marginBottom: 12 }}
          items={props.items(record)}
        />
      )}
      <FormFields fields={[...placeFields, ...props.fields]} />
    </FormDialog>
  );
}
