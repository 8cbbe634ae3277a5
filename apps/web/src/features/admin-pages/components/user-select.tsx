import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { searchUsers } from '../api/admin-pages-api.ts';

type Person = { id: number; name: string };

type UserSelectProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  /** The people already chosen, so their names show before any search. */
  known: Person[];
  single?: boolean;
  status?: 'error';
  testId: string;
  /** Only referral agents are offered. */
  referralsOnly?: boolean;
};

/** Users found by username or name as the admin types (each new term aborts the previous search). */
export function UserSelect({ value, onChange, known, single, status, testId, referralsOnly }: UserSelectProps) {
  const [options, setOptions] = useState<Person[]>(known);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const search = (term: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    searchUsers(term, controller.signal)
      .then(({ data }) => {
        const found = data.filter((user) => !referralsOnly || user.referral);
        setOptions([...known, ...found.filter((user) => !known.some((person) => person.id === user.id))]);
      })
      .catch(() => undefined);
  };

  return (
    <Select
      mode={single ? undefined : 'multiple'}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      status={status}
      value={single ? (value[0] ?? null) : value}
      onChange={(next: number | number[] | null) =>
        onChange(next === null || next === undefined ? [] : Array.isArray(next) ? next : [next])
      }
      onFocus={() => search('')}
      options={options.map((person) => ({ value: person.id, label: `${person.name} (#${person.id})` }))}
      data-testid={testId}
    />
  );
}
