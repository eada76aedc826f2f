import { changePassword, deleteAccount, exportMyData } from '@haveli/api-client';
import { useMutation } from '@haveli/query';

/** POST settings/password: this browser keeps its session (the new token), every other one ends. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** GET settings/export: everything the hotel keeps about the guest. */
export const useExportMyData = () => useMutation({ mutationFn: () => exportMyData() });

/** POST settings/delete-account, then this browser is signed out. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
