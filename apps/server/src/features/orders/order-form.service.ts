import { randomBytes } from 'node:crypto';
import {
  normalizedOrderFormAnswer,
  orderFormAnswersProblems,
  orderTotal,
  type OrderForm,
  type OrderFormAnswerProblem,
  type OrderFormField,
  type OrderSubmission,
  type OrderSubmissionBody,
} from '@app/contract';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import { localizedText, type CatalogRepository } from '../store/index.ts';
import { customerLocale } from './customer-locale.ts';
import { defaultOrderForm } from './default-order-form.ts';
import type { OrderFormRepository } from './order-form.repository.ts';
import type { OrderLinks } from './order-links.ts';

const answerMessages: Record<OrderFormAnswerProblem, MessageKey> = {
  required: 'order-answer-required',
  email: 'order-answer-email',
  number: 'order-answer-number',
  date: 'order-answer-date',
  option: 'order-answer-option',
  'too-long': 'order-answer-too-long',
};

const refused = (messageKey: MessageKey) => new AppError('forbidden', { messageKey });

/**
 * The customer's side of an order link: the form it opens (counted as opened) and the order it sends, which
 * becomes one request for the page's owners however many times the same form is sent.
 */
export function createOrderFormService(deps: {
  repository: OrderFormRepository;
  orderLinks: OrderLinks;
  catalog: CatalogRepository;
  events: DomainEvents;
}) {
  const { repository, orderLinks, catalog, events } = deps;

  /** The link's page, store and form, or the reason the customer cannot order through it. */
  async function openLink(token: string) {
    const check = orderLinks.check(token);
    if (!check.ok) throw refused(check.reason === 'expired' ? 'order-link-expired' : 'order-link-invalid');
    const found = await repository.linkForForm(check.orderLinkId);
    if (!found) throw refused('order-link-invalid');
    const { store, page } = found;
    // The web view is offered only while the page has a domain and a store (spec section 2).
    if (!page.domain || !store) throw refused('order-form-unavailable');
    return { ...found, store };
  }

  return {
    async show(token: string, asked: string | undefined, acceptLanguage: string | undefined): Promise<OrderForm> {
      const { link, page, store, fields } = await openLink(token);
      const { locale, direction } = customerLocale(store.locales, asked, acceptLanguage);
      const items = await catalog.visibleItemsOfPage(link.pageId, link.itemIds);
      if (items.length === 0) throw new AppError('not-found', { messageKey: 'order-items-unavailable' });
      await orderLinks.markOpened(link.id);
      return {
        locale,
        direction,
        page: { name: page.name, picture: page.avatar },
        store: { name: store.name, currency: store.currency, contact: store.contact, locales: store.locales },
        items: items.map((item) => ({
          id: item.id,
          name: localizedText(item.names, locale, store.locales),
          description: localizedText(item.descriptions, locale, store.locales),
          price: item.sellPrice,
          original_price: item.originalPrice,
          image_url: item.mainImageUrl,
          in_stock: item.stockStatus === 'in_stock',
        })),
        fields: fields ?? defaultOrderForm(locale),
        submission_key: randomBytes(18).toString('base64url'),
      };
    },

    async submit(token: string, body: OrderSubmissionBody, acceptLanguage?: string): Promise<OrderSubmission> {
      const { link, store, fields: templateFields, templateId, subscriber } = await openLink(token);
      const storeLanguage = store.locales[0] ?? 'ar';
      const { locale: customerLanguage } = customerLocale(store.locales, body.locale, acceptLanguage);
      const fields: OrderFormField[] = templateFields ?? defaultOrderForm(storeLanguage);

      const problems = orderFormAnswersProblems(fields, body.answers);
      if (Object.keys(problems).length > 0)
        throw new AppError('validation', {
          messageKey: 'order-answers-incomplete',
          fieldErrors: Object.fromEntries(
            Object.entries(problems).map(([name, problem]) => [`answers.${name}`, [answerMessages[problem]]]),
          ),
        });

      const asked = new Map(body.items.map((line) => [line.id, line.quantity]));
      if ([...asked.keys()].some((id) => !link.itemIds.includes(id)))
        throw new AppError('validation', { fieldErrors: { items: ['order-item-not-offered'] } });
      const items = await catalog.visibleItemsOfPage(link.pageId, [...asked.keys()]);
      if (items.length !== asked.size || items.some((item) => item.stockStatus !== 'in_stock'))
        throw new AppError('validation', { fieldErrors: { items: ['order-items-unavailable'] } });

      const lines = items.map((item) => ({
        itemId: item.id,
        name: localizedText(item.names, storeLanguage, store.locales),
        price: item.sellPrice,
        quantity: asked.get(item.id)!,
      }));
      const answers = fields.map((field) => ({
        name: field.name,
        title: field.title,
        value: normalizedOrderFormAnswer(field, body.answers[field.name]),
      }));
      const answeredName = answers.find((answer) => answer.name === 'name' && answer.value)?.value;
      const customerName = subscriber?.name ?? answeredName ?? null;
      const request = await repository.createOnce({
        pageId: link.pageId,
        storeId: store.id,
        templateId,
        orderLinkId: link.id,
        subscriberId: subscriber?.id ?? null,
        customerPsid: link.customerPsid,
        customerName,
        items: lines,
        answers,
        total: orderTotal(lines),
        currency: store.currency,
        locale: customerLanguage,
        submissionKey: body.submission_key,
      });
      // A key is the form's own: one sent again from another link is not that link's request to show.
      if (request.orderLinkId !== link.id) throw new AppError('conflict', { messageKey: 'order-submission-taken' });
      if (request.created) await events.publish('order.requested', { requestId: request.id, pageId: link.pageId });
      return {
        request_id: request.id,
        total: request.total,
        currency: request.currency,
        already_sent: !request.created,
      };
    },
  };
}
export type OrderFormService = ReturnType<typeof createOrderFormService>;
