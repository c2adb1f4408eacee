import { Button } from '@chakra-ui/react/button'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { adminRoleSchema } from '@contract/auth.ts'
import type { TeamMember } from '@contract/admin-team.ts'
import { notify } from '@/components/ui/toaster'
import { formatDate } from '@/lib/format/date'
import { errorMessage } from '@/lib/http'
import { useChangeRole, useRemoveAdmin } from '../api/admin-team'
import { EndSessionsButton } from './end-sessions-button'

/** One admin: e-mail, role dropdown, date added and Remove (the server refuses the last super_admin). */
export function TeamRow({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  const changeRole = useChangeRole()
  const remove = useRemoveAdmin()
  const onRole = (value: string) => {
    const role = adminRoleSchema.safeParse(value)
    if (!role.success || role.data === member.role) return
    changeRole.mutate(
      { userId: member.userId, role: role.data },
      {
        onSuccess: () =>
          notify.success('Role Updated', `${member.email} is now ${role.data === 'super_admin' ? 'a super admin' : 'an admin'} and has been signed out everywhere.`),
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to change the role.')),
      },
    )
  }
  const onRemove = () => {
    if (!window.confirm(`Remove ${member.email} from the admin team?`)) return
    remove.mutate(member.userId, {
      onSuccess: () => notify.success('Admin Removed', `${member.email} can no longer sign in to the admin area.`),
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to remove the admin.')),
    })
  }

  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="medium">{member.email}</Text>
        {isSelf && (
          <Text fontSize="sm" color="gray.700">
            You
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <NativeSelect.Root size="sm" width="10rem" disabled={changeRole.isPending}>
          <NativeSelect.Field
            aria-label={`Role for ${member.email}`}
            value={member.role}
            onChange={(e) => onRole(e.currentTarget.value)}
          >
            <option value="admin">Admin</option>
            <option value="super_admin">Super admin</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell>{formatDate(member.createdAt)}</Table.Cell>
      <Table.Cell>
        {!isSelf && <EndSessionsButton email={member.email} userId={member.userId} />}
        {!isSelf && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onRemove}
            loading={remove.isPending}
            aria-label={`Remove ${member.email}`}
          >
            Remove
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  )
}
