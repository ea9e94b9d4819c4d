-- Run by TestNeovimQuickFix (nvim_test.go) in headless Neovim, 0.7 or
-- later, with no configuration: Neovim's own LSP client starts `idemlint
-- lsp` and opens the file; once its diagnostics are in, the cursor goes to
-- the start of the line of the diagnostic whose code is IDEMLINT_CODE, the
-- code actions are asked for there as vim.lsp.buf.code_action asks (the
-- cursor's range, the line's diagnostics as the context), and the
-- source.fixAll.idemlint action for the file; then each action's workspace
-- edit is applied with vim.lsp.util.apply_workspace_edit, on the buffer as
-- loaded from disk, and the buffer's text recorded. The server is stopped
-- (shutdown, then exit) and the result written as JSON.
--
-- Environment: IDEMLINT_FILE, the file; IDEMLINT_CODE, the diagnostic's
-- code; and harness.lua's.

local harness = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/harness.lua')

harness.main(function()
  local file = os.getenv('IDEMLINT_FILE')
  local code = os.getenv('IDEMLINT_CODE')
  local timeout = harness.timeout
  local client_id, exited = harness.start(vim.fn.fnamemodify(file, ':h'))
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  assert(vim.lsp.buf_attach_client(bufnr, client_id), 'vim.lsp.buf_attach_client failed')
  assert(vim.wait(timeout, function()
    return #vim.diagnostic.get(bufnr) > 0
  end, 50), 'no diagnostics within ' .. timeout .. ' ms')
  local client = vim.lsp.get_client_by_id(client_id)

  local target
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if ((d.user_data or {}).lsp or {}).code == code then
      target = d
    end
  end
  assert(target, 'no ' .. code .. ' diagnostic')
  vim.api.nvim_win_set_cursor(0, { target.lnum + 1, 0 })

  local function request(context)
    local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
    params.context = context
    local resp, err = client.request_sync('textDocument/codeAction', params, timeout, bufnr)
    assert(resp, 'codeAction: ' .. tostring(err))
    assert(not resp.err, 'codeAction: ' .. vim.inspect(resp.err))
    return resp.result or {}
  end
  local at_cursor = request({ diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr) })
  local fix_all = request({ diagnostics = {}, only = { 'source.fixAll.idemlint' } })

  local result = { actions = {} }
  for _, list in ipairs({ at_cursor, fix_all }) do
    for _, a in ipairs(list) do
      vim.cmd('edit!') -- the buffer as analysed, from disk
      vim.lsp.util.apply_workspace_edit(a.edit, client.offset_encoding)
      local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, true)
      local codes = {}
      for _, d in ipairs(a.diagnostics or {}) do
        table.insert(codes, d.code)
      end
      table.insert(result.actions, {
        title = a.title,
        kind = a.kind,
        preferred = a.isPreferred or false,
        diagnostics = codes,
        buffer = table.concat(lines, '\n') .. '\n',
      })
    end
  end

  result.exit = harness.stop(client_id, exited)
  return result
end)
