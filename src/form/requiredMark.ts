import { defineMessage } from 'react-intl';

/** The screen-reader word after a required field's label; on its own so the app shell stays small. */
export const requiredMarkMessage = defineMessage({
  id: 'form.field.required',
  defaultMessage: 'required',
});
