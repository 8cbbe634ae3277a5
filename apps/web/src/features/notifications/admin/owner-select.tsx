import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { searchOwners } from '../api/send-admin-notice.ts';

type Owner = { id: number; name: string; username: string };

/** One owner found by username or name as the admin types (a new term aborts the previous search). */
export function OwnerSelect(props: {
  id: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  status?: 'error' | undefined;
  placeholder: string;
}) {
  const [options, setOptions] = useState<Owner[]>([]);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const search = (term: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    searchOwners(term, controller.signal)
      .then(({ data }) => setOptions(data.filter((user) => !user.admin)))
      .catch(() => undefined);
  };

  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      status={props.status}
      placeholder={props.placeholder}
      value={props.value ?? null}
      onChange={(next: number | null | undefined) => props.onChange(next ?? undefined)}
      onFocus={() => search('')}
      options={options.map((owner) => ({ value: owner.id, label: `${owner.name} (@${owner.username})` }))}
      data-testid="notice-owner"
    />
  );
}
