import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import { useMe } from '../api/me';
import { type CreatedStaff, type StaffMember, useDisableStaff, useStaffList } from '../api/staff-accounts';
import { formatDateTime } from '../common/format';
import { DataTable } from '../common/DataTable';
import { QueryState } from '../common/QueryState';
import { ReasonDialog } from '../common/ReasonDialog';
import { Page } from '../layout/Page';
import * as styles from '../common/backoffice.css';
import { CreateStaffForm } from './CreateStaffForm';
import { EnrolmentLink } from './EnrolmentLink';

/** Admins manage the people of the back office: who exists, a new account's link, disabling one. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const { data: identity } = useMe();
  const list = useStaffList();
  const disable = useDisableStaff();
  const [created, setCreated] = useState<CreatedStaff | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const [notice, setNotice] = useState('');

  return (
    <Page id="staff-title" title={t('backoffice.staff.title')}>
      <CreateStaffForm
        onCreated={(account) => {
          setNotice('');
          setCreated(account);
        }}
      />
      {created ? <EnrolmentLink account={created} /> : null}

      <h2 className={styles.subtitle}>{t('backoffice.staff.listTitle')}</h2>
      <div role="status" aria-live="polite">
        {notice ? <p className={styles.notice}>{notice}</p> : null}
      </div>
      <QueryState query={list}>
        {(data) => (
          <DataTable
            columns={[
              t('backoffice.fields.email'),
              t('backoffice.fields.role'),
              t('backoffice.staff.columns.state'),
              t('backoffice.staff.columns.created'),
              t('backoffice.withdrawals.columns.actions'),
            ]}
          >
            {data.items.map((member) => (
              <tr key={member.id} data-testid="staff-row">
                <td>{member.email}</td>
                <td>{t(`backoffice.roles.${member.role}`)}</td>
                <td>
                  {member.disabled
                    ? t('backoffice.staff.state.disabled')
                    : member.enrolled
                      ? t('backoffice.staff.state.active')
                      : t('backoffice.staff.state.invited')}
                </td>
                <td>{formatDateTime(member.created_at, i18n.language)}</td>
                <td>
                  {member.disabled || member.id === identity?.staff_id ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('backoffice.staff.disableOf', { email: member.email })}
                      onClick={() => setDisabling(member)}
                    >
                      {t('backoffice.staff.disable')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>

      {disabling ? (
        <ReasonDialog
          title={t('backoffice.staff.disableTitle', { email: disabling.email })}
          description={t('backoffice.staff.disableText')}
          submitLabel={t('backoffice.staff.disable')}
          onClose={() => setDisabling(null)}
          onSubmit={async (reason) => {
            await disable.mutateAsync({ id: disabling.id, reason });
            setNotice(t('backoffice.staff.disabled', { email: disabling.email }));
          }}
        />
      ) : null}
    </Page>
  );
}
