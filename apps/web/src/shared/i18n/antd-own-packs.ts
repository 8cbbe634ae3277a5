import type { Locale as AntdLocale } from 'antd/es/locale';

type OwnStrings = {
  ok: string;
  cancel: string;
  close: string;
  select: string;
  noData: string;
  reset: string;
  sort: string;
  selectAll: string;
  uploading: string;
  removeFile: string;
  uploadError: string;
  previewFile: string;
  downloadFile: string;
  edit: string;
  copy: string;
  copied: string;
  expand: string;
  collapse: string;
  perPage: string;
  goTo: string;
  page: string;
  previousPage: string;
  nextPage: string;
  selectDate: string;
  selectTime: string;
  startDate: string;
  endDate: string;
  today: string;
  now: string;
  clear: string;
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
};

export type OwnPackLocale = 'sw' | 'am' | 'so' | 'ckb';

const strings: Record<OwnPackLocale, OwnStrings> = {
  sw: {
    ok: 'Sawa',
    cancel: 'Ghairi',
    close: 'Funga',
    select: 'Tafadhali chagua',
    noData: 'Hakuna data',
    reset: 'Weka upya',
    sort: 'Panga',
    selectAll: 'Chagua zote',
    uploading: 'Inapakia...',
    removeFile: 'Ondoa faili',
    uploadError: 'Hitilafu ya kupakia',
    previewFile: 'Hakiki faili',
    downloadFile: 'Pakua faili',
    edit: 'Hariri',
    copy: 'Nakili',
    copied: 'Imenakiliwa',
    expand: 'Panua',
    collapse: 'Kunja',
    perPage: '/ ukurasa',
    goTo: 'Nenda',
    page: 'Ukurasa',
    previousPage: 'Ukurasa uliopita',
    nextPage: 'Ukurasa unaofuata',
    selectDate: 'Chagua tarehe',
    selectTime: 'Chagua saa',
    startDate: 'Tarehe ya kuanza',
    endDate: 'Tarehe ya mwisho',
    today: 'Leo',
    now: 'Sasa',
    clear: 'Futa',
    previousMonth: 'Mwezi uliopita',
    nextMonth: 'Mwezi ujao',
    previousYear: 'Mwaka uliopita',
    nextYear: 'Mwaka ujao',
  },
  am: {
    ok: 'እሺ',
    cancel: 'ሰርዝ',
    close: 'ዝጋ',
    select: 'እባክዎ ይምረጡ',
    noData: 'ምንም መረጃ የለም',
    reset: 'ዳግም አስጀምር',
    sort: 'ደርድር',
    selectAll: 'ሁሉንም ምረጥ',
    uploading: 'በመጫን ላይ...',
    removeFile: 'ፋይሉን አስወግድ',
    uploadError: 'የመጫን ስህተት',
    previewFile: 'ፋይሉን ቅድመ እይታ',
    downloadFile: 'ፋይሉን አውርድ',
    edit: 'አርትዕ',
    copy: 'ቅዳ',
    copied: 'ተቀድቷል',
    expand: 'ዘርጋ',
    collapse: 'ሰብስብ',
    perPage: '/ ገጽ',
    goTo: 'ወደ',
    page: 'ገጽ',
    previousPage: 'ቀዳሚ ገጽ',
    nextPage: 'ቀጣይ ገጽ',
    selectDate: 'ቀን ይምረጡ',
    selectTime: 'ሰዓት ይምረጡ',
    startDate: 'የመጀመሪያ ቀን',
    endDate: 'የመጨረሻ ቀን',
    today: 'ዛሬ',
    now: 'አሁን',
    clear: 'አጽዳ',
    previousMonth: 'ያለፈው ወር',
    nextMonth: 'የሚቀጥለው ወር',
    previousYear: 'ያለፈው ዓመት',
    nextYear: 'የሚቀጥለው ዓመት',
  },
  so: {
    ok: 'Haye',
    cancel: 'Jooji',
    close: 'Xir',
    select: 'Fadlan dooro',
    noData: 'Xog ma jirto',
    reset: 'Dib u deji',
    sort: 'Kala saar',
    selectAll: 'Dooro dhammaan',
    uploading: 'Waa la soo rarayaa...',
    removeFile: 'Ka saar faylka',
    uploadError: 'Khalad soo rarid',
    previewFile: 'Eeg faylka',
    downloadFile: 'Soo deji faylka',
    edit: 'Wax ka beddel',
    copy: 'Koobiyee',
    copied: 'Waa la koobiyeeyay',
    expand: 'Ballaadhi',
    collapse: 'Soo ururi',
    perPage: '/ bog',
    goTo: 'U gudub',
    page: 'Bog',
    previousPage: 'Boggii hore',
    nextPage: 'Bogga xiga',
    selectDate: 'Dooro taariikh',
    selectTime: 'Dooro waqti',
    startDate: 'Taariikhda bilowga',
    endDate: 'Taariikhda dhammaadka',
    today: 'Maanta',
    now: 'Hadda',
    clear: 'Tirtir',
    previousMonth: 'Bishii hore',
    nextMonth: 'Bisha xigta',
    previousYear: 'Sanadkii hore',
    nextYear: 'Sanadka xiga',
  },
  ckb: {
    ok: 'باشە',
    cancel: 'پاشگەزبوونەوە',
    close: 'داخستن',
    select: 'تکایە هەڵبژێرە',
    noData: 'هیچ زانیارییەک نییە',
    reset: 'ڕێکخستنەوە',
    sort: 'ڕیزکردن',
    selectAll: 'هەمووی هەڵبژێرە',
    uploading: 'بارکردن...',
    removeFile: 'لابردنی فایل',
    uploadError: 'هەڵەی بارکردن',
    previewFile: 'پێشبینینی فایل',
    downloadFile: 'داگرتنی فایل',
    edit: 'دەستکاری',
    copy: 'لەبەرگرتنەوە',
    copied: 'لەبەرگیرایەوە',
    expand: 'کردنەوە',
    collapse: 'داخستن',
    perPage: '/ پەڕە',
    goTo: 'بڕۆ بۆ',
    page: 'پەڕە',
    previousPage: 'پەڕەی پێشوو',
    nextPage: 'پەڕەی دواتر',
    selectDate: 'بەروار هەڵبژێرە',
    selectTime: 'کات هەڵبژێرە',
    startDate: 'بەرواری دەستپێک',
    endDate: 'بەرواری کۆتایی',
    today: 'ئەمڕۆ',
    now: 'ئێستا',
    clear: 'پاککردنەوە',
    previousMonth: 'مانگی پێشوو',
    nextMonth: 'مانگی داهاتوو',
    previousYear: 'ساڵی پێشوو',
    nextYear: 'ساڵی داهاتوو',
  },
};

/** English's pack with the strings our screens show (dialogs, tables, uploads, pagination, pickers) in `locale`. */
export function ownAntdStrings(english: AntdLocale, locale: OwnPackLocale): AntdLocale {
  const s = strings[locale];
  const picker = english.DatePicker!;
  return {
    ...english,
    locale,
    global: { ...english.global, placeholder: s.select, close: s.close },
    Modal: { okText: s.ok, cancelText: s.cancel, justOkText: s.ok },
    Popconfirm: { okText: s.ok, cancelText: s.cancel },
    Table: {
      ...english.Table,
      filterConfirm: s.ok,
      filterReset: s.reset,
      emptyText: s.noData,
      selectAll: s.selectAll,
      sortTitle: s.sort,
      expand: s.expand,
      collapse: s.collapse,
    },
    Empty: { description: s.noData },
    Upload: {
      uploading: s.uploading,
      removeFile: s.removeFile,
      uploadError: s.uploadError,
      previewFile: s.previewFile,
      downloadFile: s.downloadFile,
    },
    Text: { ...english.Text, edit: s.edit, copy: s.copy, copied: s.copied, expand: s.expand, collapse: s.collapse },
    Pagination: {
      ...english.Pagination,
      items_per_page: s.perPage,
      jump_to: s.goTo,
      page: s.page,
      prev_page: s.previousPage,
      next_page: s.nextPage,
    },
    DatePicker: {
      ...picker,
      lang: {
        ...picker.lang,
        placeholder: s.selectDate,
        rangePlaceholder: [s.startDate, s.endDate],
        today: s.today,
        now: s.now,
        ok: s.ok,
        clear: s.clear,
        timeSelect: s.selectTime,
        dateSelect: s.selectDate,
        previousMonth: s.previousMonth,
        nextMonth: s.nextMonth,
        previousYear: s.previousYear,
        nextYear: s.nextYear,
      },
    },
    TimePicker: { ...english.TimePicker, placeholder: s.selectTime },
  };
}
