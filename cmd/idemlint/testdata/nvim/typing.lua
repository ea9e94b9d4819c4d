-- Run by TestNeovimTyping (nvim_typing_test.go) in headless Neovim, 0.7 or
-- later, with no configuration: Neovim's own client starts `idemlint lsp`
-- and opens IDEMLINT_FILE, clean on disk; the script waits for the first
-- publication (no diagnostics), replaces the buffer's lines with
-- IDEMLINT_RED's without writing the file, waits for idemlint's
-- diagnostic, puts the clean lines back, waits for it to go, stops the
-- server and writes what it saw, as JSON.
--
-- Environment: IDEMLINT_FILE, IDEMLINT_RED, and harness.lua's.

local harness = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/harness.lua')

harness.main(function()
  local file = os.getenv('IDEMLINT_FILE')
  local timeout = harness.timeout
  local published = 0
  local handler = vim.lsp.handlers['textDocument/publishDiagnostics']
  vim.lsp.handlers['textDocument/publishDiagnostics'] = function(...)
    published = published + 1
    return handler(...)
  end
  local client_id, exited = harness.start(vim.fn.fnamemodify(file, ':h'))

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

  result.exit = harness.stop(client_id, exited)
  return result
end)
