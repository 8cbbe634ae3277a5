import dayjsGenerateConfig from '@rc-component/picker/es/generate/dayjs';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { toPickerWallClock } from './business-time.ts';

/**
 * Ant Design's date picker on the business zone's clock. Its values are wall clocks (`toPickerWallClock`), and so is
 * its "now": the stock picker takes the browser's clock, so in New York "Now", today's cell and the hours would be
 * New York's, read back as Damascus's.
 */
export const businessClockConfig = { ...dayjsGenerateConfig, getNow: (): Dayjs => toPickerWallClock() };

export const BusinessDatePicker = DatePicker.generatePicker<Dayjs>(businessClockConfig);
