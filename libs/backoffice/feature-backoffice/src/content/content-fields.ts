import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../common/error-text';
import * as own from './content.css';

/**
 * The props the content editors' fields share, by the field's name: the language the text is
 * written in, its error as the back office words it, and its registration with the form.
 * `line` is a one-line text with its limit, `html` a block of HTML the server's allow-list cleans.
 */
export function useContentFields<Values extends FieldValues>(
  { register, getFieldState, formState }: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>,
  lang: string,
) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const field = (name: Path<Values>) => ({
    lang,
    error: fieldErrorText(getFieldState(name, formState).error?.message),
    ...register(name),
  });
  return {
    field,
    line: (name: Path<Values>, max: number, hint: string = t('backoffice-content.maxLength', { max })) => ({
      hint,
      maxLength: max,
      autoComplete: 'off',
      ...field(name),
    }),
    html: (name: Path<Values>, max: number, rows: number) => ({
      className: own.html,
      hint: t('backoffice-content.htmlHint', { max }),
      rows,
      spellCheck: false,
      ...field(name),
    }),
  };
}
