import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, Select } from '@nfx/ui';
import { createStaffSchema, type CreateStaffValues, STAFF_ROLES } from '@nfx/validation';
import { type CreatedStaff, useCreateStaff } from '../api/staff-accounts';
import { useErrorText, useFieldErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/form-failure';
import * as styles from '../common/backoffice.css';

/** A new staff account: its email and role; the answer carries the one-time enrolment link. */
export function CreateStaffForm({ onCreated }: { onCreated: (account: CreatedStaff) => void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateStaffValues>({ resolver: valibotResolver(createStaffSchema), defaultValues: { email: '', role: 'support' } });

  const submit = handleSubmit(async (values) => {
    try {
      const account = await create.mutateAsync(values);
      reset();
      onCreated(account);
    } catch (error) {
      if (applyServerErrors(error, ['email', 'role'], setError)) setError('root', { message: errorText(error) });
    }
  });

  return (
    <form aria-labelledby="create-staff-title" onSubmit={submit} noValidate>
      <h2 id="create-staff-title" className={styles.subtitle}>
        {t('backoffice.staff.createTitle')}
      </h2>
      <div className={styles.filters}>
        <Input
          label={t('backoffice.fields.email')}
          type="email"
          autoComplete="off"
          error={fieldErrorText(errors.email?.message)}
          {...register('email')}
        />
        <Select label={t('backoffice.fields.role')} error={fieldErrorText(errors.role?.message)} {...register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`backoffice.roles.${role}`)}
            </option>
          ))}
        </Select>
        <div />
        <Button type="submit" loading={isSubmitting}>
          {t('backoffice.staff.create')}
        </Button>
      </div>
      {errors.root?.message ? (
        <p role="alert" className={styles.alert}>
          {errors.root.message}
        </p>
      ) : null}
    </form>
  );
}
