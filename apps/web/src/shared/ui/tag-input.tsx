import { Select } from 'antd';

type TagInputProps = {
  id: string;
  value: string[];
  onChange: (words: string[]) => void;
  placeholder: string;
  status?: 'error' | '';
  testId?: string;
};

/** Words typed and confirmed with Enter or a comma (Latin or Arabic), shown as removable tags. */
export function TagInput({ id, value, onChange, placeholder, status = '', testId }: TagInputProps) {
  return (
    <Select
      id={id}
      mode="tags"
      open={false}
      value={value}
      onChange={(words: string[]) => onChange([...new Set(words.map((word) => word.trim()).filter(Boolean))])}
      tokenSeparators={[',', '،', '\n']}
      placeholder={placeholder}
      status={status}
      suffixIcon={null}
      data-testid={testId}
      className="tag-input"
    />
  );
}
