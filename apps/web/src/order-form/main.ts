// The web view a customer opens from a product card's Order button inside Messenger: its own tiny page (no React,
// no Ant Design), so it shows its form fast on a phone's slow connection. The signed token in the address is all
// it knows; no cookie or session is used.
import {
  isOrderQuantity,
  orderFormAnswerProblem,
  orderQuantityRange,
  orderTotal,
  type OrderFormAnswerProblem,
} from '@app/contract/order-form-answers';
import { isRtl } from '@app/contract/locale';
import type { OrderFormField } from '@app/contract/order-form-rules';
import type { OrderForm, OrderSubmission } from '@app/contract/order-form';
import { browserLocale, loadStringsFor, type WebViewStrings } from './strings.ts';

type Child = Node | string | null | false | undefined;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const root = document.getElementById('order-form')!;
const token = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '');
const apiPath = `/api/order-form/${encodeURIComponent(token)}`;

function show(...children: Child[]) {
  root.replaceChildren(...children.filter((child): child is Node | string => Boolean(child)));
  root.removeAttribute('aria-busy');
}

function setLanguage(locale: string, direction: 'rtl' | 'ltr', title: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
  document.title = title;
}

async function showProblem(message: string) {
  const locale = browserLocale();
  const strings = await loadStringsFor(locale);
  setLanguage(locale, isRtl(locale) ? 'rtl' : 'ltr', strings.unavailable);
  show(
    h(
      'section',
      { class: 'notice', role: 'alert' },
      h('div', { class: 'notice-icon', 'aria-hidden': 'true' }, '!'),
      h('h1', {}, strings.unavailable),
      h('p', {}, message),
      h('p', { class: 'muted' }, strings.backToChat),
    ),
  );
}

async function errorMessage(response: Response, strings: WebViewStrings): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? strings.failed;
}

function moneyFormat(locale: string, currency: string) {
  try {
    const options = { style: 'currency', currency, currencyDisplay: 'symbol' } as const;
    const whole = new Intl.NumberFormat(`${locale}-u-nu-latn`, { ...options, maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat(`${locale}-u-nu-latn`, { ...options, minimumFractionDigits: 2 });
    return (amount: number) => (Number.isInteger(amount) ? whole : cents).format(amount);
  } catch {
    const format = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
    return (amount: number) => `${format.format(amount)} ${currency}`;
  }
}

function contactList(contact: Record<string, string>, strings: WebViewStrings) {
  const kinds: Array<[string, string, (value: string) => string | null]> = [
    ['phone', strings.phone, (value) => `tel:${value.replace(/[^\d+]/g, '')}`],
    ['whatsapp', strings.whatsapp, (value) => `https://wa.me/${value.replace(/\D/g, '')}`],
    ['email', strings.emailContact, (value) => `mailto:${value}`],
    ['address', strings.address, () => null],
  ];
  const rows = kinds
    .filter(([key]) => contact[key])
    .map(([key, label, href]) => {
      const value = contact[key]!;
      const link = href(value);
      return h(
        'li',
        {},
        h('span', { class: 'muted' }, label),
        link ? h('a', { href: link, dir: 'ltr', rel: 'noopener' }, value) : h('span', {}, value),
      );
    });
  return rows.length > 0
    ? h('section', { class: 'card contact' }, h('h2', {}, strings.contact), h('ul', {}, ...rows))
    : null;
}

function render(form: OrderForm, strings: WebViewStrings) {
  const money = moneyFormat(form.locale, form.store.currency);
  setLanguage(form.locale, form.direction, `${strings.title} · ${form.store.name}`);
  const quantities = new Map(form.items.map((item) => [item.id, item.in_stock ? 1 : 0]));
  const totalValue = h('strong', { id: 'order-total' });
  const updateTotal = () => {
    totalValue.textContent = money(
      orderTotal(form.items.map((item) => ({ price: item.price, quantity: quantities.get(item.id) ?? 0 }))),
    );
  };

  const itemCards = form.items.map((item) => {
    const count = h('output', { 'aria-live': 'polite', class: 'count' }, String(quantities.get(item.id)));
    const change = (delta: number) => {
      const next = (quantities.get(item.id) ?? 0) + delta;
      if (!isOrderQuantity(next)) return;
      quantities.set(item.id, next);
      count.textContent = String(next);
      less.disabled = next <= orderQuantityRange.min;
      more.disabled = next >= orderQuantityRange.max;
      updateTotal();
    };
    const less = h('button', { type: 'button', class: 'step', 'aria-label': `${strings.decrease}: ${item.name}` }, '−');
    const more = h('button', { type: 'button', class: 'step', 'aria-label': `${strings.increase}: ${item.name}` }, '+');
    less.disabled = true;
    less.addEventListener('click', () => change(-1));
    more.addEventListener('click', () => change(1));
    const price = h(
      'p',
      { class: 'price' },
      h('span', {}, money(item.price)),
      item.original_price !== null &&
        item.original_price > item.price &&
        h('s', { class: 'muted' }, money(item.original_price)),
    );
    return h(
      'li',
      { class: 'item' },
      h('img', { src: item.image_url, alt: '', width: '84', height: '84', decoding: 'async' }),
      h(
        'div',
        { class: 'item-body' },
        h('h3', {}, item.name),
        item.description && h('p', { class: 'muted description' }, item.description),
        price,
        item.in_stock
          ? h(
              'div',
              { class: 'stepper', role: 'group', 'aria-label': `${strings.quantity}: ${item.name}` },
              less,
              count,
              more,
            )
          : h('p', { class: 'badge' }, strings.outOfStock),
      ),
    );
  });
  updateTotal();

  const fieldErrors = new Map<string, HTMLElement>();
  const inputs = new Map<string, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  const fieldRows = form.fields.map((field, index) => {
    const id = `field-${index}`;
    const errorId = `${id}-error`;
    const input = fieldInput(field, id, strings);
    input.setAttribute('aria-describedby', errorId);
    const error = h('p', { class: 'field-error', id: errorId, role: 'alert' });
    fieldErrors.set(field.name, error);
    inputs.set(field.name, input);
    input.addEventListener('blur', () => {
      if (input.value.trim() !== '') checkField(field);
    });
    input.addEventListener('input', () => {
      if (input.getAttribute('aria-invalid') === 'true') checkField(field);
    });
    return h(
      'div',
      { class: 'field' },
      h(
        'label',
        { for: id },
        field.title,
        field.required
          ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *')
          : h('span', { class: 'muted' }, ` (${strings.optional})`),
      ),
      input,
      error,
    );
  });

  function showFieldProblem(name: string, message: string | null) {
    const input = inputs.get(name);
    const error = fieldErrors.get(name);
    if (!input || !error) return;
    error.textContent = message ?? '';
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function checkField(field: OrderFormField): OrderFormAnswerProblem | null {
    const problem = orderFormAnswerProblem(field, inputs.get(field.name)?.value);
    showFieldProblem(field.name, problem ? strings[problem] : null);
    return problem;
  }

  const formMessage = h('p', { class: 'form-error', role: 'alert' });
  const submit = h('button', { type: 'submit', class: 'submit' }, h('span', { class: 'label' }, strings.send));
  const formElement = h(
    'form',
    { novalidate: true },
    h('section', { class: 'card' }, h('h2', {}, strings.details), ...fieldRows),
    formMessage,
    submit,
  );

  let sending = false;
  formElement.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    const problems = form.fields.map((field) => checkField(field));
    const firstWrong = form.fields.findIndex((_field, index) => problems[index]);
    if (firstWrong >= 0) {
      formMessage.textContent = strings.form;
      inputs.get(form.fields[firstWrong]!.name)?.focus();
      return;
    }
    formMessage.textContent = '';
    void send();
  });

  async function send() {
    sending = true;
    submit.disabled = true;
    submit.replaceChildren(
      h('span', { class: 'spinner small', 'aria-hidden': 'true' }),
      h('span', {}, strings.sending),
    );
    const answers = Object.fromEntries(form.fields.map((field) => [field.name, inputs.get(field.name)?.value ?? '']));
    const items = form.items
      .filter((item) => (quantities.get(item.id) ?? 0) > 0)
      .map((item) => ({ id: item.id, quantity: quantities.get(item.id)! }));
    try {
      const response = await fetch(apiPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', locale: form.locale },
        body: JSON.stringify({ submission_key: form.submission_key, items, answers, locale: form.locale }),
      });
      if (response.ok) return showThanks((await response.json()) as OrderSubmission);
      const body = (await response.json().catch(() => null)) as {
        message?: string;
        errors?: Record<string, string[]>;
      } | null;
      for (const [path, messages] of Object.entries(body?.errors ?? {}))
        if (path.startsWith('answers.')) showFieldProblem(path.slice('answers.'.length), messages[0] ?? null);
      formMessage.textContent = body?.errors?.items?.[0] ?? body?.message ?? strings.failed;
    } catch {
      formMessage.textContent = strings.offline;
    }
    sending = false;
    submit.disabled = false;
    submit.replaceChildren(h('span', { class: 'label' }, strings.send));
  }

  function showThanks(request: OrderSubmission) {
    const requestMoney = moneyFormat(form.locale, request.currency);
    show(
      h(
        'section',
        { class: 'notice thanks', role: 'status' },
        h('div', { class: 'notice-icon ok', 'aria-hidden': 'true' }, '✓'),
        h('h1', {}, strings.thanks),
        h(
          'p',
          { class: 'request-number' },
          `${strings.requestNumber}: `,
          h('strong', { dir: 'ltr' }, `#${request.request_id}`),
        ),
        h('p', {}, `${strings.total}: `, h('strong', {}, requestMoney(request.total))),
        h('p', { class: 'muted' }, strings.thanksNote),
      ),
      contactList(form.store.contact, strings),
    );
    window.scrollTo(0, 0);
  }

  show(
    h(
      'header',
      { class: 'page-head' },
      form.page.picture
        ? h('img', { src: form.page.picture, alt: '', width: '44', height: '44', class: 'avatar' })
        : h('span', { class: 'avatar' }, form.page.name.slice(0, 1)),
      h('div', {}, h('h1', {}, form.page.name), h('p', { class: 'muted' }, form.store.name)),
    ),
    h(
      'section',
      { class: 'card' },
      h('h2', {}, strings.yourOrder),
      h('ul', { class: 'items' }, ...itemCards),
      h('p', { class: 'total' }, h('span', {}, strings.total), totalValue),
    ),
    formElement,
    contactList(form.store.contact, strings),
  );
  // The speed check reads it: the form is on screen.
  performance.mark('order-form-shown');
}

function fieldInput(field: OrderFormField, id: string, strings: WebViewStrings) {
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-required': field.required ? 'true' : undefined,
  };
  switch (field.type) {
    case 'textarea':
      return h('textarea', { ...common, rows: '3', placeholder: field.placeholder || undefined });
    case 'select':
      return h(
        'select',
        common,
        h('option', { value: '' }, field.placeholder || strings.choose),
        ...field.options.map((option) => h('option', { value: option }, option)),
      );
    case 'date':
      return h('input', { ...common, type: 'date' });
    case 'email':
      return h('input', {
        ...common,
        type: 'email',
        inputmode: 'email',
        autocomplete: 'email',
        dir: 'ltr',
        placeholder: field.placeholder || undefined,
      });
    case 'number':
      return h('input', {
        ...common,
        type: 'text',
        inputmode: 'decimal',
        dir: 'ltr',
        placeholder: field.placeholder || undefined,
      });
    default: {
      // The default form's phone field: the phone's number pad, written left to right.
      const phone = field.name === 'phone';
      return h('input', {
        ...common,
        type: phone ? 'tel' : 'text',
        dir: phone ? 'ltr' : undefined,
        placeholder: field.placeholder || undefined,
        autocomplete: field.name === 'name' ? 'name' : phone ? 'tel' : undefined,
      });
    }
  }
}

/** The form the server put inside the page (no call needed); absent for a link it could not show. */
function embeddedForm(): OrderForm | undefined {
  const data = document.getElementById('order-form-data')?.textContent;
  if (!data) return undefined;
  try {
    return JSON.parse(data) as OrderForm;
  } catch {
    return undefined;
  }
}

async function start() {
  const embedded = embeddedForm();
  if (embedded) return render(embedded, await loadStringsFor(embedded.locale));
  let response: Response;
  try {
    response = await fetch(`${apiPath}${location.search}`, { headers: { locale: browserLocale() } });
  } catch {
    return showProblem((await loadStringsFor(browserLocale())).offline);
  }
  if (!response.ok) return showProblem(await errorMessage(response, await loadStringsFor(browserLocale())));
  const form = (await response.json()) as OrderForm;
  render(form, await loadStringsFor(form.locale));
}

void start();
