import { describe, expect, it } from 'vitest';
import { pageLabelIn, partCells, partColumns, printDocumentList, printList } from './list-print';

describe('printList', () => {
  it('renders the list as a PDF named as asked', async () => {
    const file = await printList(
      'list.pdf',
      {
        title: 'T',
        fields: [{ label: 'No', value: '1' }],
        columns: partColumns({ no: 'No', partCode: 'Part', partName: 'Name' }),
        rows: [partCells({ partCode: 'P1', nameZh: '甲', nameEn: 'A' }, 0, 'en-US')],
        pageLabel: pageLabelIn('en-US'),
      },
      1,
    );
    expect(file.fileName).toBe('list.pdf');
    expect(file.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a copy count out of range before laying anything out', async () => {
    const list = { title: 'T', fields: [], columns: [], rows: [], pageLabel: pageLabelIn('zh-CN') };
    await expect(printList('x.pdf', list, 0)).rejects.toMatchObject({ code: 'PRINT_COPIES_OUT_OF_RANGE' });
    await expect(printList('x.pdf', list, 5001)).rejects.toMatchObject({ code: 'PRINT_COPIES_OUT_OF_RANGE' });
  });
});

describe('printDocumentList', () => {
  it('names the file by the title and the document number', async () => {
    const file = await printDocumentList(
      'PB0001',
      'zh-CN',
      { title: '拣货单', fields: [{ label: '拣货单号', value: 'PB0001' }], columns: [], rows: [] },
      1,
    );
    expect(file.fileName).toBe('拣货单-PB0001.pdf');
    expect(file.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('part lines', () => {
  it('heads a part list with number, code and name, the name taking the rest of the width', () => {
    expect(partColumns({ no: '序号', partCode: '配件编号', partName: '配件名称' })).toEqual([
      { title: '序号', width: 26, align: 'right' },
      { title: '配件编号', width: 110 },
      { title: '配件名称', width: '*' },
    ]);
  });

  it('numbers lines from 1 and names the part in the language', () => {
    const line = { partCode: 'P1', nameZh: '刹车片', nameEn: 'Brake pad' };
    expect(partCells(line, 0, 'zh-CN')).toEqual(['1', 'P1', '刹车片']);
    expect(partCells(line, 4, 'en-US')).toEqual(['5', 'P1', 'Brake pad']);
  });

  it('foots pages in the language', () => {
    expect(pageLabelIn('zh-CN')(1, 2)).toBe('第 1/2 页');
    expect(pageLabelIn('en-US')(2, 3)).toBe('Page 2/3');
  });
});
