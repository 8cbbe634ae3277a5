import { describe, expect, it } from 'vitest';
import {
  isOrderQuantity,
  normalizedOrderFormAnswer,
  orderFormAnswerMessages,
  orderFormAnswerProblem,
  orderFormAnswersProblems,
  orderTotal,
} from '../src/order-form-answers.ts';
import type { OrderFormField } from '../src/order-form-rules.ts';

const field = (type: OrderFormField['type'], more: Partial<OrderFormField> = {}): OrderFormField => ({
  title: 'Field',
  name: 'field',
  placeholder: '',
  type,
  options: [],
  required: true,
  ...more,
});

describe('order form answers', () => {
  it('asks for a required answer, and lets an optional one be left empty', () => {
    expect(orderFormAnswerProblem(field('text'), '')).toBe('required');
    expect(orderFormAnswerProblem(field('text'), '   ')).toBe('required');
    expect(orderFormAnswerProblem(field('text'), undefined)).toBe('required');
    expect(orderFormAnswerProblem(field('email', { required: false }), '')).toBeNull();
    expect(orderFormAnswerProblem(field('number', { required: false }), ' ')).toBeNull();
  });

  it('checks an email, a number and a date', () => {
    expect(orderFormAnswerProblem(field('email'), 'sara@example.com')).toBeNull();
    expect(orderFormAnswerProblem(field('email'), 'sara@example')).toBe('email');
    expect(orderFormAnswerProblem(field('number'), '12')).toBeNull();
    expect(orderFormAnswerProblem(field('number'), '-3.5')).toBeNull();
    expect(orderFormAnswerProblem(field('number'), '١٢')).toBeNull();
    expect(orderFormAnswerProblem(field('number'), '12 kg')).toBe('number');
    expect(orderFormAnswerProblem(field('date'), '2026-02-28')).toBeNull();
    expect(orderFormAnswerProblem(field('date'), '٢٠٢٦-٠٢-٢٨')).toBeNull();
    expect(orderFormAnswerProblem(field('date'), '2026-02-30')).toBe('date');
    expect(orderFormAnswerProblem(field('date'), '28/02/2026')).toBe('date');
  });

  it('takes only one of a select’s options', () => {
    const size = field('select', { options: ['S', 'M', 'L'] });
    expect(orderFormAnswerProblem(size, 'M')).toBeNull();
    expect(orderFormAnswerProblem(size, 'XL')).toBe('option');
  });

  it('bounds the length of each kind of answer', () => {
    expect(orderFormAnswerProblem(field('text'), 'a'.repeat(200))).toBeNull();
    expect(orderFormAnswerProblem(field('text'), 'a'.repeat(201))).toBe('too-long');
    expect(orderFormAnswerProblem(field('textarea'), 'ب'.repeat(2000))).toBeNull();
    expect(orderFormAnswerProblem(field('textarea'), 'ب'.repeat(2001))).toBe('too-long');
  });

  it('lists every problem of a form by field name, ignoring answers to no field', () => {
    const fields = [
      field('text', { name: 'name' }),
      field('email', { name: 'email', required: false }),
      field('textarea', { name: 'address' }),
    ];
    expect(orderFormAnswersProblems(fields, { name: 'Sara', email: 'no', unknown: 'x' })).toEqual({
      email: 'email',
      address: 'required',
    });
    expect(orderFormAnswersProblems(fields, { name: 'Sara', address: 'Damascus' })).toEqual({});
  });

  it('has the spec’s messages', () => {
    expect(orderFormAnswerMessages).toMatchObject({
      required: 'This field is required',
      email: 'Enter a valid email',
      number: 'Enter a valid number',
      date: 'Enter a valid date',
      form: 'please fill all required fields',
    });
  });

  it('stores numbers and dates in English digits, trimmed', () => {
    expect(normalizedOrderFormAnswer(field('number'), ' ٣٥ ')).toBe('35');
    expect(normalizedOrderFormAnswer(field('text'), ' ٣٥ ')).toBe('٣٥');
  });

  it('takes 1 to 99 of an item and totals without drifting', () => {
    expect([0, 1, 99, 100, 1.5].map(isOrderQuantity)).toEqual([false, true, true, false, false]);
    expect(orderTotal([{ price: 0.1, quantity: 3 }])).toBe(0.3);
    expect(
      orderTotal([
        { price: 85_000, quantity: 2 },
        { price: 120_500.5, quantity: 1 },
      ]),
    ).toBe(290_500.5);
  });
});
