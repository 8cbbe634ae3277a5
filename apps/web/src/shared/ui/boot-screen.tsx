/** Shown while the session and the language load; deliberately Arabic and free of antd so it paints at once. */
export function BootScreen() {
  return (
    <div className="boot-screen" role="status" dir="rtl" lang="ar">
      <div className="boot-spinner" />
      <div>يرجى الانتظار...</div>
    </div>
  );
}

export function BootFailure() {
  return (
    <div className="boot-screen" role="alert" dir="rtl" lang="ar">
      <div>حدث خطأ ما أثناء التحميل</div>
      <button type="button" onClick={() => window.location.reload()}>
        إعادة التحميل
      </button>
    </div>
  );
}
