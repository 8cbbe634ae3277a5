import { Table, type TableProps, type TableRef } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * A table that scrolls sideways when it is wider than the screen (a phone), and can then be scrolled from the
 * keyboard too (WCAG 2.1.1): the box that scrolls takes the focus, which Ant Design's own does not.
 */
export function ScrollTable<Row extends object>(props: TableProps<Row>) {
  const table = useRef<TableRef>(null);
  useEffect(() => {
    const boxes = table.current?.nativeElement?.querySelectorAll('.ant-table-content, .ant-table-body') ?? [];
    for (const box of Array.from(boxes)) box.setAttribute('tabindex', '0');
  });
  return <Table<Row> ref={table} scroll={{ x: true }} {...props} />;
}
