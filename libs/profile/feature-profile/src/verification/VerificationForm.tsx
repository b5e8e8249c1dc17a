import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityDocumentSide, IdentityDocumentType, IdentityVerification } from '@nfx/api-contract';
import { isApiError } from '@nfx/errors';
import { useValidationText } from '@nfx/cms-config';
import { Button, Select, alert, muted, heading } from '@nfx/ui';
import { ProviderUploadError, useSubmitVerification } from '../api/verification-calls';
import { useErrorText } from '../common/error-text';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';
import { PhotoField } from './PhotoField';
import { DOCUMENT_TYPES, photoProblem, sidesFor } from './photo-rules';

type Files = Partial<Record<IdentityDocumentSide, File>>;
type Problems = Partial<Record<IdentityDocumentSide, string>>;

/** The document type and its photos, checked here before they leave, then uploaded and sent for review. */
export function VerificationForm({ verification }: { verification: IdentityVerification }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const submit = useSubmitVerification();
  const [documentType, setDocumentType] = useState<IdentityDocumentType>(verification.document_type ?? 'passport');
  const [files, setFiles] = useState<Files>({});
  const [problems, setProblems] = useState<Problems>({});
  const [notice, setNotice] = useState<string | null>(null);
  // A rejected verification starts over, so nothing uploaded before counts then.
  const uploaded = new Set(verification.status === 'rejected' ? [] : verification.documents.map((document) => document.side));
  const sides = sidesFor(documentType);

  const choose = (side: IdentityDocumentSide, file: File | null) => {
    setFiles((current) => ({ ...current, [side]: file ?? undefined }));
    setProblems((current) => ({ ...current, [side]: file ? (photoProblem(file) ?? undefined) : undefined }));
  };

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found: Problems = {};
    for (const side of sides) {
      const file = files[side];
      if (file) found[side] = photoProblem(file) ?? undefined;
      // The front names the document type: a new type needs a new front photo.
      else if (!uploaded.has(side) || (side === 'document_front' && documentType !== verification.document_type))
        found[side] = 'validation.required';
    }
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    submit.mutate(
      { documentType, files: Object.fromEntries(sides.filter((side) => files[side]).map((side) => [side, files[side]])) },
      {
        onSuccess: () => toastSuccess('verification', t('profile.verification.submitted')),
        onError: (error) => {
          const reported = isApiError(error) ? error.invalidParameters : undefined;
          const fileKey = reported?.['file']?.[0];
          if (fileKey) setNotice(text(fileKey) ?? errorText(error));
          else if (error instanceof ProviderUploadError || (isApiError(error) && error.code === 'identity_verification_unavailable'))
            setNotice(t('profile.verification.unavailable'));
          else setNotice(errorText(error));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate aria-labelledby="profile-verification-form-title" aria-busy={submit.isPending}>
      <h2 id="profile-verification-form-title" className={heading({ weight: 'bold' })}>
        {t('profile.verification.formTitle')}
      </h2>
      <p className={muted({ size: 'inherit' })}>{t('profile.verification.formLead')}</p>
      {notice && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {notice}
        </p>
      )}
      <Select
        label={t('profile.verification.documentType')}
        value={documentType}
        onChange={(event) => setDocumentType(event.target.value as IdentityDocumentType)}
      >
        {DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`profile.verification.types.${type}`)}
          </option>
        ))}
      </Select>
      {sides.map((side) => (
        <PhotoField
          key={side}
          label={t(`profile.verification.sides.${side}`)}
          hint={t('profile.verification.photoHint')}
          uploaded={uploaded.has(side)}
          uploadedText={t('profile.verification.alreadyUploaded')}
          error={text(problems[side])}
          onChange={(file) => choose(side, file)}
        />
      ))}
      <Button type="submit" loading={submit.isPending}>
        {t('profile.verification.submit')}
      </Button>
    </form>
  );
}
