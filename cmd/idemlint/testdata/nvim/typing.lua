-- Run by TestNeovimTyping (nvim_typing_test.go) in headless Neovim, 0.7 or
-- later, with no configuration: Neovim's own client starts `idemlint lsp`
-- and opens IDEMLINT_FILE, clean on disk; the script waits for the first
-- publication (no diagnostics), replaces the buffer's lines with
-- IDEMLINT_RED's without writing the file, waits for idemlint's
-- diagnostic, puts the clean lines back, waits for it to go, stops the
-- server (shutdown, then exit) and writes what it saw, as JSON, to
-- IDEMLINT_OUT. IDEMLINT_TIMEOUT is the longest wait, in milliseconds.

local out = os.getenv('IDEMLINT_OUT')

local function run()
  local file = os.getenv('IDEMLINT_FILE')
  local timeout = tonumber(os.getenv('IDEMLINT_TIMEOUT'))
  local published = 0
  local handler = vim.lsp.handlers['textDocument/publishDiagnostics']
  vim.lsp.handlers['textDocument/publishDiagnostics'] = function(...)
    published = published + 1
    return handler(...)
  end
  local exit
  local client_id = vim.lsp.start_client({
    name = 'idemlint',
    cmd = { os.getenv('IDEMLINT'), 'lsp' },
    root_dir = vim.fn.fnamemodify(file, ':h'),
    on_exit = function(code, signal)
      exit = { code = code, signal = signal }
    end,
  })
  assert(client_id, 'vim.lsp.start_client failed')

  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  assert(vim.lsp.buf_attach_client(bufnr, client_id), 'vim.lsp.buf_attach_client failed')
  assert(vim.wait(timeout, function()
    return published > 0
  end, 50), 'no diagnostics published for the clean file within ' .. timeout .. ' ms')
  local result = { clean = #vim.diagnostic.get(bufnr) }
  local clean = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)

  -- Edit without :w.
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, vim.split(os.getenv('IDEMLINT_RED'), '\n', { trimempty = true }))
  assert(vim.wait(timeout, function()
    return #vim.diagnostic.get(bufnr) > 0
  end, 50), 'no diagnostic for the unsaved buffer within ' .. timeout .. ' ms')
  result.modified = vim.bo[bufnr].modified
  result.edited = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local lsp = (d.user_data or {}).lsp or {}
    table.insert(result.edited, { lnum = d.lnum, col = d.col, code = lsp.code, message = d.message })
  end

  -- Back to the clean text, still unsaved.
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, clean)
  assert(vim.wait(timeout, function()
    return #vim.diagnostic.get(bufnr) == 0
  end, 50), 'the diagnostic stayed after the buffer was clean again')
  result.reverted = #vim.diagnostic.get(bufnr)

  vim.lsp.stop_client(client_id)
  assert(vim.wait(timeout, function()
    return exit ~= nil
  end, 50), 'idemlint lsp did not exit after shutdown and exit')
  result.exit = exit
  return result
end

local ok, result = pcall(run)
if not ok then
  result = { error = tostring(result) }
end
vim.fn.writefile({ vim.fn.json_encode(result) }, out)
vim.cmd(ok and 'qall!' or 'cquit!')
