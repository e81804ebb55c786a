// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Form, type FormInstance, InputNumber } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LineCell } from './LineCell';
import { setUpDom, withSession } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

describe('LineCell', { timeout: 30_000 }, () => {
  it("keeps the row's field and its hidden line id under lines[index]", () => {
    let form: FormInstance | undefined;
    function Lines() {
      const [own] = Form.useForm();
      form = own;
      return (
        <Form form={own} name="demo" initialValues={{ lines: [{ lineId: 7, qty: 3 }] }}>
          <LineCell index={0} field="qty" idField="lineId">
            <InputNumber />
          </LineCell>
        </Form>
      );
    }
    render(withSession([], <Lines />));
    expect(form?.getFieldsValue(true)).toEqual({ lines: [{ lineId: 7, qty: 3 }] });
    expect((document.querySelector('#demo_lines_0_qty') as HTMLInputElement).value).toBe('3');
    expect(document.querySelector('#demo_lines_0_lineId')).toBeTruthy();
  });

  it('has no hidden id without idField', () => {
    render(
      withSession(
        [],
        <Form name="demo">
          <LineCell index={1} field="boxes">
            <InputNumber />
          </LineCell>
        </Form>,
      ),
    );
    expect(document.querySelector('#demo_lines_1_boxes')).toBeTruthy();
    expect(document.querySelector('[id^="demo_lines_1_"]:not(#demo_lines_1_boxes)')).toBeNull();
  });
});
