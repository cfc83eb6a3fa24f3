import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FieldTextsContext } from '@/design-system/Field/texts';
import { requiredMarkMessage } from './requiredMark';

/** Gives every design-system field its shared texts (the "required" marker) in the page's language. */
export function FieldTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <FieldTextsContext.Provider value={{ required: intl.formatMessage(requiredMarkMessage) }}>
      {children}
    </FieldTextsContext.Provider>
  );
}
