-- Run by TestNeovim (nvim_test.go) in headless Neovim, 0.7 or later, with
-- no configuration: Neovim's own LSP client starts `idemlint lsp`, opens
-- each file, waits for idemlint's diagnostics, stops the server (shutdown,
-- then exit) and writes what vim.diagnostic.get returned, as JSON.
--
-- Environment: IDEMLINT_FILES, absolute paths, one a line, and
-- harness.lua's.

local harness = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/harness.lua')

harness.main(function()
  local files = vim.split(os.getenv('IDEMLINT_FILES'), '\n', { trimempty = true })
  local timeout = harness.timeout
  local client_id, exited = harness.start(vim.fn.fnamemodify(files[1], ':h'))

  local result = { files = {} }
  for _, file in ipairs(files) do
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
    local bufnr = vim.api.nvim_get_current_buf()
    assert(vim.lsp.buf_attach_client(bufnr, client_id), 'vim.lsp.buf_attach_client failed for ' .. file)
    local ok = vim.wait(timeout, function()
      return #vim.diagnostic.get(bufnr) > 0
    end, 50)
    assert(ok, 'no diagnostics for ' .. file .. ' within ' .. timeout .. ' ms')
    local diagnostics = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local lsp = (d.user_data or {}).lsp or {}
      table.insert(diagnostics, {
        lnum = d.lnum,
        col = d.col,
        end_lnum = d.end_lnum,
        end_col = d.end_col,
        severity = d.severity,
        message = d.message,
        source = d.source,
        code = lsp.code,
        href = (lsp.codeDescription or {}).href,
        related = lsp.relatedInformation or {},
      })
    end
    table.insert(result.files, { file = file, diagnostics = diagnostics })
  end

  result.exit = harness.stop(client_id, exited)
  return result
end)
