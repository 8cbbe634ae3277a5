import {
  FileExcelOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileZipOutlined,
  SoundOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { CloudFile } from '@app/contract/cloud';

/** What a file is, at a glance, where no picture of it can be shown. */
export function FileIcon({ file }: { file: Pick<CloudFile, 'kind' | 'extension'> }) {
  if (file.kind === 'video') return <VideoCameraOutlined />;
  if (file.kind === 'audio') return <SoundOutlined />;
  if (file.extension === 'pdf') return <FilePdfOutlined />;
  if (['xls', 'xlsx', 'csv'].includes(file.extension)) return <FileExcelOutlined />;
  if (['zip', 'rar'].includes(file.extension)) return <FileZipOutlined />;
  return <FileOutlined />;
}

/** A size in the interface language: KB under a megabyte, MB with one decimal above. */
export function formatBytes(bytes: number, language: string, units: { kb: string; mb: string }) {
  const format = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  const megabyte = 1024 * 1024;
  return bytes < megabyte
    ? `${format(Math.max(1, Math.round(bytes / 1024)))} ${units.kb}`
    : `${format(bytes / megabyte)} ${units.mb}`;
}
